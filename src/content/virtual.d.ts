/**
 * The full quiz files by path, answer keys included, in a build whose quizzes the browser grades
 * (tools/quizContent.ts); null in every other build.
 */
declare module 'virtual:tradeschool/quiz-keys' {
  const files: Record<string, () => Promise<unknown>> | null;
  export default files;
}
