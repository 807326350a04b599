import { screen, waitFor } from '@testing-library/react';
import { holdEndpoint, withFault } from '@mocks/faults';
import type { GenerateContentResponse } from '@mocks/models';
import { ask, bubbles, log, modelAnswers, STOCK_REPLY } from './ChatWidget.testSetup';

describe('chat widget', () => {
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
});
