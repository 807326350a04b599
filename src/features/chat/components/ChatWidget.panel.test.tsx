import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw/core/http';
import { makeStore } from '@/store/store';
import { restoredTestStore, startTestPersistence } from '@/test/persistence';
import { logInDemoLearner, renderApp, renderWithProviders } from '@/test/render';
import { holdEndpoint } from '@mocks/faults';
import { server } from '@mocks/node';
import { TRADING_ONLY_INSTRUCTION } from '../api';
import { CHAT_STORAGE_KEY } from '../chatSlice';
import { ChatWidget } from './ChatWidget';
import { ask, bubbles, log, modelAnswers, openChat, recordChatRequests, STOCK_REPLY } from './ChatWidget.testSetup';

const WELCOME =
  "Hi! I'm the TradeSchool assistant. Ask me anything about trading, stocks, forex, crypto or the market.";

describe('chat widget', () => {
  it('opens a labelled panel with the welcome, focuses the input, and closes with the button', async () => {
    const { user, input } = await openChat();
    const button = screen.getByRole('button', { name: 'Close trading chat' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
    expect(log().getByText(WELCOME)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear chat' })).toBeDisabled();

    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const openButton = screen.getByRole('button', { name: 'Open trading chat' });
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(openButton).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button, keeping the draft', async () => {
    const { user, input } = await openChat();
    await user.type(input, 'Is forex risky?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open trading chat' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open trading chat' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Is forex risky?');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('is on every page', async () => {
    renderApp('/courses');
    expect(await screen.findByRole('button', { name: 'Open trading chat' })).toBeInTheDocument();
  });

  it('sends with Enter, shows Typing..., then the reply without asterisks or blank lines', async () => {
    const requests = recordChatRequests();
    const llm = holdEndpoint('post', '/demo/llm');
    const { input, user } = await openChat();
    await user.click(input);
    await user.paste('What is a stock?');
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    await user.keyboard('{Enter}');

    expect(input).toHaveValue('');
    expect(log().getByText('What is a stock?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Typing...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    llm.release();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()).toEqual(['You: What is a stock?', `Assistant: ${STOCK_REPLY}`]);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(log().queryByText(WELCOME)).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    // Scrolled to the end of the list after the question and again after the reply.
    expect(scrolled.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('log').lastElementChild);
  });

  it('makes a new line with Shift+Enter instead of sending', async () => {
    const requests = recordChatRequests();
    const { user, input } = await openChat();
    await user.type(input, 'Stocks or{Shift>}{Enter}{/Shift}forex?');
    expect(input).toHaveValue('Stocks or\nforex?');
    expect(log().getAllByRole('listitem')).toHaveLength(1); // only the welcome
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[0]).toBe('You: Stocks or\nforex?');
  });

  it('does not send an empty or whitespace-only message', async () => {
    const requests = recordChatRequests();
    const { user, input } = await openChat();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(input, '   {Enter}');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(log().getAllByRole('listitem')).toHaveLength(1);
    expect(log().getByText(WELCOME)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses off-topic questions without calling the model', async () => {
    const requests = recordChatRequests();
    await ask('What is the weather in Pune?');
    expect(bubbles()).toEqual([
      'You: What is the weather in Pune?',
      'Assistant: I can only answer trading-related questions.',
    ]);
    expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('matches the topics in any case', async () => {
    const requests = recordChatRequests();
    await ask('CRYPTO for beginners');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[1]).toMatch(/^Assistant: Crypto trading moves around the clock/);
    expect(requests).toHaveLength(1);
  });

  it('renders messages as text, never as HTML', async () => {
    modelAnswers({ candidates: [{ content: { parts: [{ text: '<img src="x" alt="injected"> <b>market</b>' }] } }] });
    const { dialog } = await ask('<script>alert(1)</script> stock <img src=x alt=mine>');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()).toEqual([
      'You: <script>alert(1)</script> stock <img src=x alt=mine>',
      'Assistant: <img src="x" alt="injected"> <b>market</b>',
    ]);
    expect(dialog.querySelector('img, script, b')).toBeNull();
  });

  it('sends the trading-only instruction and never the school token', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const seen: { authorization: string | null; apiKey: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/demo/llm', async ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          apiKey: request.headers.get('x-goog-api-key'),
          body: await request.json(),
        });
        return Response.json({ candidates: [{ content: { parts: [{ text: 'Plan every trade.' }] } }] });
      }),
    );
    const { input, user } = await openChat(renderWithProviders(<ChatWidget />, { store }));
    await user.type(input, 'Trading plan?{Enter}');
    expect(await log().findByText('Plan every trade.')).toBeInTheDocument();

    expect(seen).toEqual([
      {
        authorization: null,
        apiKey: null, // no key configured: the proxy (here the demo API) holds it
        body: {
          systemInstruction: { parts: [{ text: TRADING_ONLY_INSTRUCTION }] },
          contents: [{ role: 'user', parts: [{ text: 'Trading plan?' }] }],
        },
      },
    ]);
  });

  describe('history', () => {
    it('survives a reload and Clear chat empties it back to the welcome', async () => {
      const first = makeStore();
      const firstPersistor = startTestPersistence(first);
      const firstView = await openChat(renderWithProviders(<ChatWidget />, { store: first }));
      await firstView.user.type(firstView.input, 'Hello there{Enter}');
      await firstView.user.type(firstView.input, 'What is a stock?{Enter}');
      await waitFor(() => expect(bubbles()).toHaveLength(4));
      await firstPersistor.flush();
      expect(localStorage.getItem(CHAT_STORAGE_KEY)).toContain('What is a stock?');
      firstView.unmount();

      // The next load reads the history back.
      const { store: second, persistor } = await restoredTestStore();
      const { user } = await openChat(renderWithProviders(<ChatWidget />, { store: second }));
      expect(bubbles()).toEqual([
        'You: Hello there',
        'Assistant: I can only answer trading-related questions.',
        'You: What is a stock?',
        `Assistant: ${STOCK_REPLY}`,
      ]);

      await user.click(screen.getByRole('button', { name: 'Clear chat' }));
      expect(bubbles()).toEqual([`Assistant: ${WELCOME}`]);
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
      await persistor.flush();
      expect(localStorage.getItem(CHAT_STORAGE_KEY)).not.toContain('What is a stock?');
    });
  });
});
