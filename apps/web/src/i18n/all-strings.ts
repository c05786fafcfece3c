/**
 * Whatever the board's strings do not cover — every page but the board and the sign-in page, every
 * modal, the phone's menu panels — waits for all of the shown language's strings as well as its code
 * (string-parts.ts). The app's start says how to get them; until it has (the server's render,
 * tests), the strings at hand are all there are.
 */
let loadAll: (() => Promise<void>) | undefined;

export function setAllStringsLoader(load: () => Promise<void>): void {
  loadAll = load;
}

/** `load`, answered once every part of the strings is at hand too. */
export function withAllStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAll?.()]).then(([loaded]) => loaded);
}
