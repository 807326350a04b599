import { screen, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { renderWithProviders } from '@/test/render';
import type { GenerateContentResponse } from '@mocks/models';
import { server } from '@mocks/node';
import { ChatWidget } from './ChatWidget';

/* What the chat widget's tests share (ChatWidget.*.test.tsx). */

export const STOCK_REPLY =
  'Before buying a stock, check the business: revenue growth, debt and valuation.\n' +
  'Then use the chart for timing, and never put more than 5% of your portfolio in one company.';

/** Every request the chat makes to the model, as the demo API sees it. */
export function recordChatRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/demo/llm') requests.push(request.clone());
  });
  return requests;
}

/** The model answering with `response`. */
export const modelAnswers = (response: GenerateContentResponse, init?: ResponseInit) =>
  server.use(http.post('*/demo/llm', () => Response.json(response, init)));

export async function openChat(ui = renderWithProviders(<ChatWidget />)) {
  await ui.user.click(screen.getByRole('button', { name: 'Open trading chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trading assistant' });
  return { ...ui, dialog, input: within(dialog).getByRole('textbox', { name: 'Message' }) };
}

/** Opens the chat and sends `question` with Enter (pasted: typing it key by key adds nothing here). */
export async function ask(question: string) {
  const { dialog, input, user, ...rest } = await openChat();
  await user.paste(question);
  await user.keyboard('{Enter}');
  return { dialog, input, user, ...rest };
}

export const log = () => within(screen.getByRole('log', { name: 'Chat messages' }));
export const bubbles = () =>
  log()
    .getAllByRole('listitem')
    .map((item) => item.textContent);
