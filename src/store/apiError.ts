import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Every failed call, normalised once in the base query so screens can say what went wrong. */
export interface ApiError {
  kind: 'http' | 'network' | 'timeout' | 'parse';
  /** The HTTP status, when the server answered. */
  status?: number;
  /** The server's own words: its `message`, else a text `data`, else its `error`, when it sent one. */
  serverMessage?: string;
}

const messageIn = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as { message?: unknown; data?: unknown; error?: unknown };
  if (typeof record.message === 'string' && record.message.trim()) return record.message;
  // Some calls answer their text in `data` alone (the password reset's failure does).
  if (typeof record.data === 'string' && record.data.trim()) return record.data;
  if (typeof record.error === 'string' && record.error.trim()) return record.error;
  if (typeof record.error === 'object' && record.error !== null) return messageIn(record.error);
  return undefined;
};

export function normaliseError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    return { kind: 'http', status: error.status, serverMessage: messageIn(error.data) };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { kind: 'network' };
    case 'TIMEOUT_ERROR':
      return { kind: 'timeout' };
    case 'PARSING_ERROR':
      // An error page that is not JSON is still an HTTP error.
      return error.originalStatus >= 400 ? { kind: 'http', status: error.originalStatus } : { kind: 'parse' };
    default:
      return { kind: 'parse' };
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' &&
  error !== null &&
  'kind' in error &&
  ['http', 'network', 'timeout', 'parse'].includes(String((error as { kind: unknown }).kind));

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: ApiError | SerializedError | undefined | unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

export const errorStatus = (error: unknown): number | undefined => (isApiError(error) ? error.status : undefined);
