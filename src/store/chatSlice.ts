import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { CHAT_HISTORY_LIMIT } from '@/config/constants';
import { loggedOut } from './authSlice';

export type ChatSender = 'user' | 'bot';

export interface ChatMessage {
  id: string;
  sender: ChatSender;
  text: string;
}

export interface ChatState {
  messages: ChatMessage[];
}

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

export const { messageAdded, chatCleared } = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
export const selectChatMessages = (state: { chat: ChatState }) => state.chat.messages;
