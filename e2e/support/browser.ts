/** The browser tests drive Debian's chromium the way the benchmarks do: one helper for both. */
export * from '../../tools/test-support/browser.ts';
