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
import { renderApp, renderWithProviders } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { chatInstruction } from '../api';
import { messageAdded } from '../chatSlice';
import { ChatWidget } from './ChatWidget';
import { recordChatRequests } from './ChatWidget.testSetup';

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

// Each language's words come from its catalogue; the English tests of ChatWidget.*.test.tsx check the exact
// English wording.
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
