/** What the account screens hand each other in navigation state. */
export interface EmailState {
  email: string;
}

/** The e-mail passed in navigation state, when there is a usable one. */
export function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email } = state as { email?: unknown };
  return typeof email === 'string' && email.trim() ? email.trim() : null;
}
