import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkQuizFile } from '../src/features/quiz/schema';

/**
 * Every problem of the quiz files in `dir`, one line each: the file, the field's path and what is
 * wrong (a file that is not JSON says so). Empty when all are valid.
 */
export function checkQuizContent(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const path = relative(process.cwd(), join(dir, name));
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      } catch (error) {
        return [`${path}: not valid JSON (${(error as Error).message})`];
      }
      return checkQuizFile(data).map(({ path: field, message }) => `${path}: ${field || '(root)'}: ${message}`);
    });
}
