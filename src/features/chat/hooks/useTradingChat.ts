import { useCallback, useState } from 'react';
import { CHAT_MAX_LENGTH } from '@/config/constants';
import { useLanguage, useTranslation } from '@/i18n';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { useAskTradingBotMutation } from '../api';
import { chatCleared, messageAdded, selectChatMessages, type ChatSource } from '../chatSlice';
import { currentGrounding, passagesToSend, type Passage } from '../grounding';
import { botReplyFor, failureReplyFor, isTradingQuestion } from '../replies';

interface Question {
  /** The id of the learner's message that asked it. */
  id: string;
  text: string;
  /** It is about trading by its words; otherwise only the course's passages can make it so. */
  onTopic: boolean;
}

/** The passages of the page's course for a question: none where the page has no course, or it fails. */
async function passagesFor(question: string): Promise<{ course: string; passages: Passage[] } | null> {
  const grounding = currentGrounding();
  if (!grounding) return null;
  try {
    return { course: grounding.name, passages: passagesToSend(await grounding.find(question)) };
  } catch {
    // The course's search could not load: the question is answered as on any other page.
    return null;
  }
}

/** The lessons an answer cites: each moment once, in the order of the passages. */
const sourcesOf = (passages: readonly Passage[]): ChatSource[] => {
  const seen = new Set<string>();
  return passages.flatMap(({ chapter, lesson, seconds, href }) => {
    const key = `${chapter}.${lesson}@${seconds}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ chapter, lesson, seconds, href }];
  });
};

/**
 * The conversation: history from the chat slice, one question in flight at a time. The bot answers
 * in the page's language: its own lines, and the model is asked to answer in it too. On a course's
 * page it answers from that course's passages and cites their lessons; when none match, it says so
 * and answers as elsewhere.
 */
export function useTradingChat() {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const messages = useAppSelector(selectChatMessages);
  const [askTradingBot, { isLoading: isAsking }] = useAskTradingBotMutation();
  // Reading the course's passages comes first, and counts as the bot's typing.
  const [isReading, setReading] = useState(false);
  const isTyping = isAsking || isReading;
  // The question whose call failed, offered again with a retry (not persisted: a reload starts fresh).
  const [failedQuestion, setFailedQuestion] = useState<Question | null>(null);

  const ask = useCallback(
    async (question: Question) => {
      setFailedQuestion(null);
      // A reply belongs to the conversation that asked: once that is cleared (by the learner, or
      // by a logout while the call was out) the answer is dropped, not shown to the next person.
      const stillAsked = () => selectChatMessages(store.getState()).some(({ id }) => id === question.id);
      try {
        setReading(true);
        const grounded = await passagesFor(question.text).finally(() => setReading(false));
        const passages = grounded?.passages ?? [];
        // A question in the course's own words is on topic where the course answers it.
        if (!question.onTopic && !passages.length) {
          if (stillAsked()) dispatch(messageAdded('bot', t('bot.offTopic')));
          return;
        }
        const response = await askTradingBot({ question: question.text, lang, passages }).unwrap();
        if (!stillAsked()) return;
        const reply = botReplyFor(response, t);
        if (passages.length) dispatch(messageAdded('bot', reply, sourcesOf(passages)));
        else if (grounded)
          dispatch(messageAdded('bot', `${t('bot.notInCourse', { course: grounded.course })}\n${reply}`));
        else dispatch(messageAdded('bot', reply));
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
      const onTopic = isTradingQuestion(question, lang);
      if (onTopic || currentGrounding()) {
        void ask({ id: asked.payload.id, text: question, onTopic });
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
