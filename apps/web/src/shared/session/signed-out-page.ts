import { SIGNED_OUT_META } from '@larder/contract';

const markOf = () =>
  typeof document === 'undefined' ? null : document.querySelector(`meta[name="${SIGNED_OUT_META}"]`);

/** Whether the server sent this page to a visitor without a session (and nobody has signed in since). */
export const pageSaysSignedOut = (): boolean => markOf() !== null;

/**
 * True once, on the first user load of a page the server sent without a session: the app knows
 * the visitor is not signed in without asking. Later loads (after a sign-in) ask the server.
 */
export function takeSignedOutMark(): boolean {
  const mark = markOf();
  mark?.remove();
  return mark !== null;
}
