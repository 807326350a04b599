import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHAT_MAX_LENGTH } from '@/config/constants';
import { makeStore } from '@/store/store';
import { renderApp, renderWithProviders } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { chatInstruction } from '../api';
import { messageAdded } from '../chatSlice';
import { ChatWidget } from './ChatWidget';

const WELCOME = 'नमस्ते! मैं TradeSchool का असिस्टेंट हूँ। ट्रेडिंग, शेयर, फॉरेक्स, क्रिप्टो या मार्केट के बारे में कुछ भी पूछिए।';

afterEach(() => server.events.removeAllListeners());

/**
 * The bodies of the requests the chat sends to the model, answered with `text` once `answered`
 * (by default at once) has settled.
 */
function modelAnswers(text: string, answered: Promise<unknown> = Promise.resolve()) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/demo/llm', async ({ request }) => {
      bodies.push(await request.json());
      await answered;
      return HttpResponse.json({ candidates: [{ content: { parts: [{ text }] } }] });
    }),
  );
  return bodies;
}

async function openChat(ui = renderWithProviders(<ChatWidget />, { route: '/hi' })) {
  await ui.user.click(screen.getByRole('button', { name: 'ट्रेडिंग चैट खोलें' }));
  const dialog = await screen.findByRole('dialog', { name: 'ट्रेडिंग असिस्टेंट' });
  return { ...ui, dialog, input: within(dialog).getByRole('textbox', { name: 'संदेश' }) };
}

async function ask(question: string) {
  const view = await openChat();
  await view.user.click(view.input);
  await view.user.paste(question);
  await view.user.keyboard('{Enter}');
  return view;
}

const log = () => within(screen.getByRole('log', { name: 'चैट के संदेश' }));
const bubbles = () =>
  log()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the chat on a Hindi page', () => {
  it('opens with its controls, hint and welcome in Hindi, and closes with the button', async () => {
    const { user, dialog, input } = await openChat();
    expect(bubbles()).toEqual([`असिस्टेंट: ${WELCOME}`]);
    expect(input).toHaveAttribute('placeholder', 'ट्रेडिंग के बारे में पूछें');
    expect(input).toHaveAccessibleDescription(
      `Enter दबाकर भेजें, Shift+Enter से नई लाइन शुरू करें। 0 / ${CHAT_MAX_LENGTH} अक्षर`,
    );
    expect(within(dialog).getByRole('button', { name: 'चैट साफ़ करें' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'भेजें' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'ट्रेडिंग चैट बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is on every Hindi page', async () => {
    renderApp('/hi/courses');
    expect(await screen.findByRole('button', { name: 'ट्रेडिंग चैट खोलें' })).toBeInTheDocument();
  });

  it('refuses an off-topic question in Hindi without calling the model', async () => {
    const bodies = modelAnswers('unused');
    await ask('आज मौसम कैसा है?');
    expect(bubbles()).toEqual(['आप: आज मौसम कैसा है?', 'असिस्टेंट: मैं सिर्फ़ ट्रेडिंग से जुड़े सवालों के जवाब दे सकता हूँ।']);
    expect(bodies).toHaveLength(0);
  });

  it('takes a question in Hindi words, asks the model to answer in Hindi and shows its answer', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const bodies = modelAnswers('**सोना** लंबे समय के लिए ठीक है।\n\nहर ट्रेड में स्टॉप-लॉस लगाएँ।', answered);
    await ask('क्या अभी सोना खरीदूँ?');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('लिख रहा है...'));
    answer();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[1]).toBe('असिस्टेंट: सोना लंबे समय के लिए ठीक है।\nहर ट्रेड में स्टॉप-लॉस लगाएँ।');
    expect(bodies).toEqual([
      {
        systemInstruction: { parts: [{ text: chatInstruction('hi') }] },
        contents: [{ role: 'user', parts: [{ text: 'क्या अभी सोना खरीदूँ?' }] }],
      },
    ]);
  });

  it('says a failure in Hindi and offers to try again', async () => {
    withFault('post', '/demo/llm', 'server-error', { once: true });
    const { user } = await ask('निफ्टी आज कैसा रहेगा?');
    expect(await log().findByText('ट्रेडिंग की जानकारी नहीं मिल पाई')).toBeInTheDocument();
    modelAnswers('निफ्टी में आज उतार-चढ़ाव रह सकता है।');
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await log().findByText('निफ्टी में आज उतार-चढ़ाव रह सकता है।')).toBeInTheDocument();
  });

  it('counts the characters typed in Hindi', async () => {
    const { user, dialog, input } = await openChat();
    await user.type(input, 'शेयर');
    expect(within(dialog).getByText(`4 / ${CHAT_MAX_LENGTH} अक्षर`)).toBeInTheDocument();
  });

  it('shows a conversation stored earlier as it was written', async () => {
    const store = makeStore();
    store.dispatch(messageAdded('user', 'What is a stock?'));
    store.dispatch(messageAdded('bot', 'I can only answer trading-related questions.'));
    await openChat(renderWithProviders(<ChatWidget />, { route: '/hi', store }));
    expect(bubbles()).toEqual(['आप: What is a stock?', 'असिस्टेंट: I can only answer trading-related questions.']);
  });
});
