/** The browser tests start the real server the way the benchmarks do: one helper for both. */
export * from '../../tools/test-support/server.ts';
