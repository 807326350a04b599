/**
 * Stand-in for the language model's `generateContent` endpoint (not part of the school API).
 * Answers are canned and chosen by keyword. Like the real model's output they contain
 * `**bold**` markers and blank lines, which the client strips.
 */
import { http, HttpResponse } from 'msw';
import type { GenerateContentResponse } from '../models';
import { DEMO } from '../paths';

const ANSWERS: { keyword: string; text: string }[] = [
  {
    keyword: 'crypto',
    text:
      '**Crypto trading** moves around the clock and can swing 10% in a day.\n\n' +
      'Risk at most **1–2% of your capital** per trade, always use a stop-loss, and keep long-term coins in a wallet you control.',
  },
  {
    keyword: 'forex',
    text:
      '**Forex** pairs move most when sessions overlap, especially London and New York.\n\n' +
      'Watch the economic calendar, keep leverage low and size positions in **pips you can afford to lose**.',
  },
  {
    keyword: 'gold',
    text:
      '**Gold** tends to rise when the dollar and real interest rates fall.\n\n' +
      'On MCX, trade the liquid contracts, respect the session timings and keep a **fixed stop-loss**.',
  },
  {
    keyword: 'stock',
    text:
      'Before buying a **stock**, check the business: revenue growth, debt and valuation.\n\n' +
      'Then use the chart for timing, and never put more than **5% of your portfolio** in one company.',
  },
  {
    keyword: 'market',
    text:
      'Markets move between **trends and ranges**.\n\n' +
      'Identify which one you are in on a higher time frame first, then pick a strategy that suits it.',
  },
];

const DEFAULT_ANSWER =
  '**Trading** rewards discipline more than prediction.\n\n' +
  'Write a plan, risk a small fixed share of your capital per trade, and review every trade in a journal.';

export function cannedAnswer(question: string): string {
  const lower = question.toLowerCase();
  return ANSWERS.find((answer) => lower.includes(answer.keyword))?.text ?? DEFAULT_ANSWER;
}

function isPartList(value: unknown): value is { text: string }[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (part: unknown) =>
        typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string',
    )
  );
}

/** The text of the last content (the user's question), or null if the body is not a valid request. */
function questionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { contents, systemInstruction } = body as { contents?: unknown; systemInstruction?: unknown };
  if (!Array.isArray(contents) || contents.length === 0) return null;
  const parts = contents.map((content: unknown) =>
    typeof content === 'object' && content !== null ? (content as { parts?: unknown }).parts : undefined,
  );
  if (!parts.every(isPartList)) return null;
  if (systemInstruction !== undefined && !isPartList((systemInstruction as { parts?: unknown } | null)?.parts))
    return null;
  const last = parts[parts.length - 1];
  const text = last ? last.map((part) => part.text).join(' ') : '';
  return text.trim() === '' ? null : text;
}

/** The model's error shape: `{ error: { code, message, status } }`. */
function invalidArgument(text: string): Response {
  return HttpResponse.json({ error: { code: 400, message: text, status: 'INVALID_ARGUMENT' } }, { status: 400 });
}

export const chatHandlers = [
  http.post(`${DEMO}/llm`, async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return invalidArgument('Invalid JSON payload received.');
    }
    const question = questionOf(body);
    if (question === null) return invalidArgument('contents must be a non-empty list of parts with text.');

    const response: GenerateContentResponse = {
      candidates: [{ content: { parts: [{ text: cannedAnswer(question) }] }, finishReason: 'STOP' }],
    };
    return HttpResponse.json(response);
  }),
];
