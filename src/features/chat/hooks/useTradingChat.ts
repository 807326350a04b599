import { useCallback, useState } from 'react';
import { CHAT_MAX_LENGTH } from '@/config/constants';
import { useLanguage, useTranslation } from '@/i18n';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { useAskTradingBotMutation } from '../api';
import { chatCleared, messageAdded, selectChatMessages } from '../chatSlice';
import { botReplyFor, failureReplyFor, isTradingQuestion } from '../replies';

interface Question {
  /** The id of the learner's message that asked it. */
  id: string;
  text: string;
}

/**
 * The conversation: history from the chat slice, one question in flight at a time. The bot answers
 * in the page's language: its own lines, and the model is asked to answer in it too.
 */
export function useTradingChat() {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const messages = useAppSelector(selectChatMessages);
  const [askTradingBot, { isLoading: isTyping }] = useAskTradingBotMutation();
  // The question whose call failed, offered again with a retry (not persisted: a reload starts fresh).
  const [failedQuestion, setFailedQuestion] = useState<Question | null>(null);

  const ask = useCallback(
    async (question: Question) => {
      setFailedQuestion(null);
      // A reply belongs to the conversation that asked: once that is cleared (by the learner, or
      // by a logout while the call was out) the answer is dropped, not shown to the next person.
      const stillAsked = () => selectChatMessages(store.getState()).some(({ id }) => id === question.id);
      try {
        const response = await askTradingBot({ question: question.text, lang }).unwrap();
        if (stillAsked()) dispatch(messageAdded('bot', botReplyFor(response, t)));
      } catch (error) {
        if (!stillAsked()) return;
        dispatch(messageAdded('bot', failureReplyFor(error, t)));
        setFailedQuestion(question);
      }
    },
    [askTradingBot, dispatch, store, lang, t],
  );

  /** Sends `text`; false when there was nothing to send or a reply is still awaited. */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      // The input stops at the cap; a longer text reaching here is refused, not cut and sent.
      if (question === '' || question.length > CHAT_MAX_LENGTH || isTyping) return false;
      const asked = dispatch(messageAdded('user', question));
      if (isTradingQuestion(question, lang)) {
        void ask({ id: asked.payload.id, text: question });
      } else {
        setFailedQuestion(null);
        dispatch(messageAdded('bot', t('bot.offTopic')));
      }
      return true;
    },
    [ask, dispatch, isTyping, lang, t],
  );

  const retry = useCallback(() => {
    if (failedQuestion !== null && !isTyping) void ask(failedQuestion);
  }, [ask, failedQuestion, isTyping]);

  const clear = useCallback(() => {
    setFailedQuestion(null);
    dispatch(chatCleared());
  }, [dispatch]);

  return { messages, isTyping, canRetry: failedQuestion !== null && !isTyping, send, retry, clear };
}
