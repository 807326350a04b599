import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { CHAT_HISTORY_LIMIT } from '@/config/constants';
import { loggedOut } from '@/store/authSlice';
import { isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';

export type ChatSender = 'user' | 'bot';

/** A lesson an answer was drawn from: its place (from 1), the moment, and the viewer there. */
export interface ChatSource {
  chapter: number;
  lesson: number;
  seconds: number;
  href: string;
}

export interface ChatMessage {
  id: string;
  sender: ChatSender;
  text: string;
  /** The course passages a bot's answer was drawn from. */
  sources?: ChatSource[];
}

export interface ChatState {
  messages: ChatMessage[];
}

export const CHAT_STORAGE_KEY = 'tradingChatHistory';

const initialState: ChatState = { messages: [] };

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    messageAdded: {
      reducer(state, { payload }: PayloadAction<ChatMessage>) {
        state.messages.push(payload);
        // Keep only the newest messages so storage stays small.
        if (state.messages.length > CHAT_HISTORY_LIMIT) {
          state.messages.splice(0, state.messages.length - CHAT_HISTORY_LIMIT);
        }
      },
      prepare: (sender: ChatSender, text: string, sources?: ChatSource[]) => ({
        payload: { id: nanoid(), sender, text, sources },
      }),
    },
    chatCleared() {
      return initialState;
    },
  },
  // A learner's questions are theirs: the next person on this browser starts with an empty chat.
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

const chatPersisted = persisted<ChatState>(chatSlice.reducer, {
  key: CHAT_STORAGE_KEY,
  storage: webStorage.local,
  version: 1,
  isValid: (s) =>
    Array.isArray(s.messages) &&
    s.messages.every(
      (m) =>
        isRecord(m) &&
        typeof m.id === 'string' &&
        typeof m.text === 'string' &&
        (m.sender === 'user' || m.sender === 'bot') &&
        // Each source is checked where it is shown (ChatBubble): this slice comes with every page.
        (m.sources === undefined || Array.isArray(m.sources)),
    ),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    chat: ReturnType<typeof chatPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'chat', reducer: chatPersisted });

export const { messageAdded, chatCleared } = chatSlice.actions;
export const selectChatMessages = (state: RootState) => state.chat?.messages ?? initialState.messages;
