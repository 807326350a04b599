import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { practiceSetPath } from '@/config/paths';
import type { Candle } from '@/features/practice/model';
import { ownWord, wordsIn } from '@/test/languages';
import { recordModelInstructions } from '@/test/modelRequests';
import { renderApp } from '@/test/render';

const FOLDER = 'content/courses/crypto-basics/practice';
const SET_ID = 'bitcoin-risk-per-trade';
const candles = (JSON.parse(readFileSync(`${FOLDER}/${SET_ID}.candles.json`, 'utf8')) as { candles: Candle[] }).candles;
const start = (JSON.parse(readFileSync(`${FOLDER}/${SET_ID}.json`, 'utf8')) as { start: number }).start;

let instructions: string[];

beforeEach(() => {
  instructions = recordModelInstructions();
});

describe.each(LANGUAGES)('asking about the lab’s chart (%s)', (lang) => {
  const chat = wordsIn(lang, 'chat');
  const practice = wordsIn(lang, 'practice');
  const say = ownWord(lang);

  it('sends the candles shown so far and never a later one, and answers about that chart', async () => {
    const { user } = renderApp(localizePath(practiceSetPath(SET_ID), lang));
    const step = await screen.findByRole('button', { name: say(practice('replay.step'), 'Step') });
    for (let i = 0; i < 3; i += 1) await user.click(step);
    const last = candles[start + 3];
    if (!last) throw new Error('the set is too short');

    await user.click(screen.getByRole('button', { name: say(chat('chart.open'), 'Ask about this chart') }));
    const panel = screen.getByRole('region', { name: chat('chart.title') });
    expect(within(panel).getByText(chat('chart.sent'))).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: chat('chart.label') }), 'Is this a trend?');
    await user.click(within(panel).getByRole('button', { name: chat('chart.ask') }));

    const answer = await within(panel).findByText(new RegExp(String(last.close)));
    expect(answer).toHaveTextContent('Bitcoin');
    await waitFor(() => expect(instructions).toHaveLength(1));
    const sent = [...(instructions[0] ?? '').matchAll(/^(\d{4}-\d{2}-\d{2}\S*) /gm)].map((m) => m[1]);
    expect(sent.at(-1)).toBe(last.date);
    const hidden = new Set(candles.slice(start + 4).map((c) => c.date));
    expect(sent.filter((date) => hidden.has(date ?? ''))).toEqual([]);
    // Nothing to keep it with before a trade.
    expect(within(panel).queryByRole('button', { name: chat('chart.keep') })).not.toBeInTheDocument();
  });
});
