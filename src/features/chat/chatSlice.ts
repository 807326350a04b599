import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { CHAT_HISTORY_LIMIT } from '@/config/constants';
import { loggedOut } from '@/store/authSlice';
import { isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';

export type ChatSender = 'user' | 'bot';

export interface ChatMessage {
  id: string;
  sender: ChatSender;
  text: string;
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
      prepare: (sender: ChatSender, text: string) => ({ payload: { id: nanoid(), sender, text } }),
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
        (m.sender === 'user' || m.sender === 'bot'),
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
