import { act, screen, waitFor, within } from '@testing-library/react';
import { CHAT_MAX_LENGTH } from '@/config/constants';
import { loggedOut } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { restoredTestStore, startTestPersistence } from '@/test/persistence';
import { logInDemoLearner, renderApp, renderWithProviders } from '@/test/render';
import { CHAT_STORAGE_KEY, selectChatMessages } from '../chatSlice';
import { ChatWidget } from './ChatWidget';

async function openChat(ui: ReturnType<typeof renderWithProviders>) {
  await ui.user.click(screen.getByRole('button', { name: 'Open trading chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trading assistant' });
  return { dialog, input: within(dialog).getByRole('textbox', { name: 'Message' }) };
}

const storedChat = () => localStorage.getItem(CHAT_STORAGE_KEY) ?? '';

describe('chat history and logout', () => {
  it('is emptied in the store and in browser storage when the learner logs out from the menu', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    startTestPersistence(store);
    await logInDemoLearner(store);
    const ui = renderApp('/about', { store });
    const { input } = await openChat(ui);
    await ui.user.type(input, 'What is a stop loss?{Enter}');
    await waitFor(() => expect(storedChat()).toContain('What is a stop loss?'));

    await ui.user.click(screen.getByRole('button', { name: /account menu/i }));
    await ui.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });

    expect(selectChatMessages(store.getState())).toEqual([]);
    await waitFor(() => expect(storedChat()).not.toContain('stop loss'));
    expect(JSON.parse(storedChat())).toMatchObject({ messages: '[]' });
  });

  it('leaves nothing for the next person on the browser, however the session ended', async () => {
    const first = makeStore();
    startTestPersistence(first);
    await logInDemoLearner(first);
    const view = renderWithProviders(<ChatWidget />, { store: first });
    const { input } = await openChat(view);
    await view.user.type(input, 'Is gold a safe bet?{Enter}');
    await waitFor(() => expect(storedChat()).toContain('Is gold a safe bet?'));
    // The server refused the token: the session ends as an expired one.
    act(() => {
      first.dispatch(loggedOut({ expired: true }));
    });
    await waitFor(() => expect(storedChat()).not.toContain('gold'));
    view.unmount();

    const { store: next } = await restoredTestStore();
    expect(selectChatMessages(next.getState())).toEqual([]);
  });
});

describe('chat input', () => {
  it(`takes at most ${CHAT_MAX_LENGTH} characters and shows the count, tied to the field`, async () => {
    const ui = renderWithProviders(<ChatWidget />);
    const { dialog, input } = await openChat(ui);
    expect(input).toHaveAttribute('maxLength', String(CHAT_MAX_LENGTH));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`0 / ${CHAT_MAX_LENGTH} characters`));

    await ui.user.type(input, 'Is forex risky?');
    expect(within(dialog).getByText(`15 / ${CHAT_MAX_LENGTH} characters`)).toBeInTheDocument();

    await ui.user.clear(input);
    await ui.user.paste('x'.repeat(10_000));
    expect(input).toHaveValue('x'.repeat(CHAT_MAX_LENGTH));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(`${CHAT_MAX_LENGTH} / ${CHAT_MAX_LENGTH} characters`),
    );
  });
});
