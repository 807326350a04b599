import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw/core/http';
import { CHAT_MAX_LENGTH } from '@/config/constants';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import { site } from '@/config/site';
import en from '@/locales/en/chat.json';
import enCommon from '@/locales/en/common.json';
import hi from '@/locales/hi/chat.json';
import hiCommon from '@/locales/hi/common.json';
import { makeStore } from '@/store/store';
import { expectOwnWords, fill } from '@/test/languages';
import { restoredTestStore, startTestPersistence } from '@/test/persistence';
import { logInDemoLearner, renderApp, renderWithProviders } from '@/test/render';
import { holdEndpoint, withFault } from '@mocks/faults';
import type { GenerateContentResponse } from '@mocks/models';
import { server } from '@mocks/node';
import { TRADING_ONLY_INSTRUCTION, chatInstruction } from '../api';
import { CHAT_STORAGE_KEY, messageAdded } from '../chatSlice';
import { ChatWidget } from './ChatWidget';

const WELCOME =
  "Hi! I'm the TradeSchool assistant. Ask me anything about trading, stocks, forex, crypto or the market.";
const STOCK_REPLY =
  'Before buying a stock, check the business: revenue growth, debt and valuation.\n' +
  'Then use the chart for timing, and never put more than 5% of your portfolio in one company.';

/** Every request the chat makes to the model, as the demo API sees it. */
function recordChatRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/demo/llm') requests.push(request.clone());
  });
  return requests;
}

/** The model answering with `response`. */
const modelAnswers = (response: GenerateContentResponse, init?: ResponseInit) =>
  server.use(http.post('*/demo/llm', () => Response.json(response, init)));

async function openChat(ui = renderWithProviders(<ChatWidget />)) {
  await ui.user.click(screen.getByRole('button', { name: 'Open trading chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trading assistant' });
  return { ...ui, dialog, input: within(dialog).getByRole('textbox', { name: 'Message' }) };
}

/** Opens the chat and sends `question` with Enter (pasted: typing it key by key adds nothing here). */
async function ask(question: string) {
  const { dialog, input, user, ...rest } = await openChat();
  await user.paste(question);
  await user.keyboard('{Enter}');
  return { dialog, input, user, ...rest };
}

const log = () => within(screen.getByRole('log', { name: 'Chat messages' }));
const bubbles = () =>
  log()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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

  describe('when the model has no good answer', () => {
    it.each<[string, GenerateContentResponse]>([
      ['no candidates', { candidates: [] }],
      ['an empty text', { candidates: [{ content: { parts: [{ text: '' }] } }] }],
      ['only asterisks and blank lines', { candidates: [{ content: { parts: [{ text: '**\n\n  **' }] } }] }],
    ])('says it is not sure for %s', async (_case, response) => {
      modelAnswers(response);
      await ask('market outlook');
      expect(await log().findByText("I'm not sure how to respond to that.")).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it.each<[string, GenerateContentResponse]>([
      ['a block reason', { promptFeedback: { blockReason: 'SAFETY' } }],
      ['a safety finish', { candidates: [{ finishReason: 'SAFETY', content: { parts: [{ text: 'cut' }] } }] }],
    ])('says it cannot answer a blocked prompt (%s)', async (_case, response) => {
      modelAnswers(response);
      await ask('stock tips');
      expect(await log().findByText("I can't answer that question.")).toBeInTheDocument();
    });
  });

  describe('when the call fails', () => {
    it('says so on a server error and asks again with Try again', async () => {
      // The newest handler answers first: the first call fails, the next one is held.
      const llm = holdEndpoint('post', '/demo/llm');
      withFault('post', '/demo/llm', 'server-error', { once: true });
      const { user } = await ask('What is a stock?');
      expect(await log().findByText('Error fetching trading data')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Typing...')).toBeInTheDocument();
      llm.release();
      await waitFor(() => expect(bubbles()).toHaveLength(3));
      expect(bubbles()).toEqual([
        'You: What is a stock?',
        'Assistant: Error fetching trading data',
        `Assistant: ${STOCK_REPLY}`,
      ]);
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('says so on a network error', async () => {
      withFault('post', '/demo/llm', 'network');
      await ask('forex sessions');
      expect(await log().findByText('Error fetching trading data')).toBeInTheDocument();
    });

    it('asks to wait when rate limited (429)', async () => {
      modelAnswers({}, { status: 429 });
      await ask('crypto wallets');
      expect(
        await log().findByText('Too many questions right now. Please wait a minute and try again.'),
      ).toBeInTheDocument();
    });
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

const CATALOGUES: Record<Language, { chat: typeof en; common: typeof enCommon }> = {
  en: { chat: en, common: enCommon },
  hi: { chat: hi, common: hiCommon },
};

/** What a learner asks, and the model answers, on a page in each language. */
const SAID: Record<
  Language,
  {
    offTopic: string;
    /** Off topic, though it reads like a question of fact. */
    foreign: string;
    /** A word of the school's glossary, and how the demo model's answer about it begins. */
    glossary: string;
    glossaryAnswer: string;
    question: string;
    answer: string;
    shown: string;
    failing: string;
    later: string;
    typed: string;
    typedLength: number;
    stored: [string, string];
  }
> = {
  en: {
    offTopic: 'Will it rain in Pune today?',
    foreign: 'What is the capital of France?',
    glossary: 'What does 1R mean?',
    glossaryAnswer: "In the school's lessons R is what you risk on a trade",
    question: 'Should I buy gold now?',
    answer: '**Gold** is fine for the long term.\n\nSet a stop-loss on every trade.',
    shown: 'Gold is fine for the long term.\nSet a stop-loss on every trade.',
    failing: 'Where will Nifty close today?',
    later: 'Nifty may swing both ways today.',
    typed: 'stock',
    typedLength: 5,
    stored: ['What is a stock?', en.bot.offTopic],
  },
  hi: {
    offTopic: 'आज मौसम कैसा है?',
    foreign: 'फ़्रांस की राजधानी क्या है?',
    glossary: '1R का मतलब क्या है?',
    glossaryAnswer: 'स्कूल के लेसन में R वह रकम है',
    question: 'क्या अभी सोना खरीदूँ?',
    answer: '**सोना** लंबे समय के लिए ठीक है।\n\nहर ट्रेड में स्टॉप-लॉस लगाएँ।',
    shown: 'सोना लंबे समय के लिए ठीक है।\nहर ट्रेड में स्टॉप-लॉस लगाएँ।',
    failing: 'निफ्टी आज कैसा रहेगा?',
    later: 'निफ्टी में आज उतार-चढ़ाव रह सकता है।',
    typed: 'शेयर',
    typedLength: 4,
    stored: ['शेयर क्या होता है?', hi.bot.offTopic],
  },
};

/**
 * The bodies of the requests the chat sends to the model, answered with `text` once `answered`
 * (by default at once) has settled.
 */
function modelSays(text: string, answered: Promise<unknown> = Promise.resolve()) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/demo/llm', async ({ request }) => {
      bodies.push(await request.json());
      await answered;
      return Response.json({ candidates: [{ content: { parts: [{ text }] } }] });
    }),
  );
  return bodies;
}

// Each language's words come from its catalogue; the English tests above hold the spec's text.
describe.each(LANGUAGES)("the chat in the page's language (%s)", (lang) => {
  const { chat: words, common } = CATALOGUES[lang];
  const said = SAID[lang];
  const route = localizePath('/', lang);

  async function openChatIn(ui = renderWithProviders(<ChatWidget />, { route })) {
    await ui.user.click(screen.getByRole('button', { name: common.chatWidget.open }));
    const dialog = await screen.findByRole('dialog', { name: words.panel.title });
    return { ...ui, dialog, input: within(dialog).getByRole('textbox', { name: words.panel.label }) };
  }

  async function askIn(question: string) {
    const view = await openChatIn();
    await view.user.click(view.input);
    await view.user.paste(question);
    await view.user.keyboard('{Enter}');
    return view;
  }

  const logIn = () => within(screen.getByRole('log', { name: words.panel.log }));
  const bubblesIn = () =>
    logIn()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  const you = (text: string) => `${words.panel.you}${text}`;
  const assistant = (text: string) => `${words.panel.assistant}${text}`;
  const count = (length: number) => fill(words.panel.count, { length, max: CHAT_MAX_LENGTH });

  it('opens with its controls, hint and welcome in the language of the page, and closes with the button', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.common.chatWidget.open,
      c.common.chatWidget.close,
      c.chat.panel.title,
      c.chat.panel.label,
      c.chat.panel.log,
      c.chat.panel.assistant,
      c.chat.bot.welcome,
      c.chat.panel.placeholder,
      c.chat.panel.hint,
      c.chat.panel.count,
      c.chat.panel.clear,
      c.chat.panel.send,
    ]);
    const { user, dialog, input } = await openChatIn();
    expect(bubblesIn()).toEqual([assistant(fill(words.bot.welcome, { site: site.name }))]);
    expect(input).toHaveAttribute('placeholder', words.panel.placeholder);
    expect(input).toHaveAccessibleDescription(`${words.panel.hint} ${count(0)}`);
    expect(within(dialog).getByRole('button', { name: words.panel.clear })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: words.panel.send })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: common.chatWidget.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is on every page in the language', async () => {
    renderApp(localizePath('/courses', lang));
    expect(await screen.findByRole('button', { name: common.chatWidget.open })).toBeInTheDocument();
  });

  it('refuses an off-topic question in the language of the page without calling the model', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.chat.panel.you, c.chat.bot.offTopic]);
    const bodies = modelSays('unused');
    await askIn(said.offTopic);
    expect(bubblesIn()).toEqual([you(said.offTopic), assistant(words.bot.offTopic)]);
    expect(bodies).toHaveLength(0);
  });

  it("takes a question in the school's glossary to the model, and still refuses one of general knowledge", async () => {
    const requests = recordChatRequests();
    const { user, input } = await askIn(said.glossary);
    await waitFor(() => expect(bubblesIn()).toHaveLength(2));
    expect(bubblesIn()[1]).toMatch(new RegExp(`^${words.panel.assistant}${said.glossaryAnswer}`));
    expect(requests).toHaveLength(1);

    await user.click(input);
    await user.paste(said.foreign);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bubblesIn()).toHaveLength(4));
    expect(bubblesIn()[3]).toBe(assistant(words.bot.offTopic));
    expect(requests).toHaveLength(1);
  });

  it("takes a question in the page's words, asks the model to answer in its language and shows its answer", async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.chat.panel.typing]);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const bodies = modelSays(said.answer, answered);
    await askIn(said.question);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.panel.typing));
    answer();
    await waitFor(() => expect(bubblesIn()).toHaveLength(2));
    expect(bubblesIn()[1]).toBe(assistant(said.shown));
    expect(bodies).toEqual([
      {
        systemInstruction: { parts: [{ text: chatInstruction(lang) }] },
        contents: [{ role: 'user', parts: [{ text: said.question }] }],
      },
    ]);
  });

  it('says a failure in the language of the page and offers to try again', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.chat.bot.failure, c.chat.panel.retry]);
    withFault('post', '/demo/llm', 'server-error', { once: true });
    const { user } = await askIn(said.failing);
    expect(await logIn().findByText(words.bot.failure)).toBeInTheDocument();
    modelSays(said.later);
    await user.click(screen.getByRole('button', { name: words.panel.retry }));
    expect(await logIn().findByText(said.later)).toBeInTheDocument();
  });

  it('counts the characters typed in the language of the page', async () => {
    const { user, dialog, input } = await openChatIn();
    await user.type(input, said.typed);
    expect(within(dialog).getByText(count(said.typedLength))).toBeInTheDocument();
  });

  it('shows a conversation stored earlier in the other language as it was written', async () => {
    const [question, reply] = SAID[lang === 'hi' ? 'en' : 'hi'].stored;
    const store = makeStore();
    store.dispatch(messageAdded('user', question));
    store.dispatch(messageAdded('bot', reply));
    await openChatIn(renderWithProviders(<ChatWidget />, { route, store }));
    expect(bubblesIn()).toEqual([you(question), assistant(reply)]);
  });
});
