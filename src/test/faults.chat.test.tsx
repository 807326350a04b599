/**
 * Faults on the chat's call: the chat says so, stays up and keeps the question (see faults.testSetup.ts).
 */
import { screen, within } from '@testing-library/react';
import { renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { expectNoCrash, KINDS, outlastTimeout } from './faults.testSetup';

// ---- Chat ---------------------------------------------------------------------------------------

describe('chat', () => {
  // The chat floats over every page; a short page keeps each role query cheap on a busy machine.
  const PAGE = '/terms-and-conditions';

  it.each(KINDS)('on %s: says Error fetching trading data, stays up and keeps the question', async (kind) => {
    const timeout = kind === 'timeout';
    if (timeout) startFakeClock();
    const fault = withFault('post', '/demo/llm', kind);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Open trading chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trading assistant' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Message' }));
    await user.paste('What is a stock?');
    await user.keyboard('{Enter}');
    if (timeout) await outlastTimeout(fault);

    const log = within(screen.getByRole('log', { name: 'Chat messages' }));
    expect(await log.findByText('Error fetching trading data')).toBeInTheDocument();
    expect(log.getByText('What is a stock?')).toBeInTheDocument();
    expectNoCrash();
  });
});
