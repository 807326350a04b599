/**
 * The worked example of docs/content.md, run as written: its import command on a copy of the
 * repository's content, its set details in place of the importer's guesses, the link in the
 * course's manifest, and the build's check passes.
 *
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../tools/checkContent';
import { main as importPrices } from '../../tools/importPracticeSet';

const doc = readFileSync(join(process.cwd(), 'docs', 'content.md'), 'utf8');

/** The words of a shell command as a shell splits them (double quotes only, as the example uses). */
const words = (command: string) =>
  [...command.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, bare]) => quoted ?? bare ?? '');

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-docs-'));
  cpSync(join(process.cwd(), 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(process.cwd(), 'tools', 'priceSamples'), join(root, 'tools', 'priceSamples'), { recursive: true });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it("docs/content.md's example of a practice set from a CSV export works as written", async () => {
  const command = /```sh\n(npm run practice:import -- [\s\S]*?)\n```/.exec(doc)?.[1]?.replace(/\\\n\s*/g, ' ');
  if (!command) throw new Error('docs/content.md has no practice:import example');
  const argv = words(command).slice(words('npm run practice:import --').length);
  const said: string[] = [];
  const code = await importPrices(argv, {
    root,
    cwd: root,
    now: new Date('2026-01-01T00:00:00Z'),
    io: { log: (line) => said.push(line), error: (line) => said.push(line) },
  });
  expect({ code, said }).toMatchObject({ code: 0 });

  const details = /```json\n(\{\n {2}"id": [\s\S]*?)\n```/.exec(doc)?.[1];
  if (!details) throw new Error('docs/content.md has no set details example');
  const set = JSON.parse(details) as { id: string };
  const course = join(root, 'content', 'courses', 'crypto-basics');
  writeFileSync(join(course, 'practice', `${set.id}.json`), details);
  const manifestPath = join(course, 'course.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { lessons: { practice?: string }[] };
  const free = manifest.lessons.find((lesson) => !lesson.practice);
  if (!free) throw new Error('crypto-basics has no lesson entry without a practice set');
  free.practice = set.id;
  writeFileSync(manifestPath, JSON.stringify(manifest));

  expect(checkContent(join(root, 'content', 'courses')).errors).toEqual([]);
});
