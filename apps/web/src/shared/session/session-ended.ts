import type { SessionEndReason } from '@larder/contract';

/** The router state of the way to /auth when a session ended: the sign-in page tells why. */
export interface SessionEndedState {
  sessionEnded: SessionEndReason;
}

export function sessionEndedReason(state: unknown): Exclude<SessionEndReason, 'SIGNED_OUT'> | null {
  const reason = (state as Partial<SessionEndedState> | null)?.sessionEnded;
  // Signing out is what the user just did: nothing to explain.
  return reason === undefined || reason === 'SIGNED_OUT' ? null : reason;
}
