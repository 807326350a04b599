import { server } from '@mocks/node';

/** The system instruction of each request to the language model from here on, as the demo API sees it. */
export function recordModelInstructions(): string[] {
  const instructions: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname !== '/demo/llm') return;
    void request
      .clone()
      .json()
      .then((body: { systemInstruction?: { parts?: { text: string }[] } }) =>
        instructions.push(body.systemInstruction?.parts?.[0]?.text ?? ''),
      );
  });
  return instructions;
}
