import type { StringPart } from '@larder/contract';

/**
 * The top-level sections of en.json in the board's download (the contract's STRING_PARTS): what
 * the signed-in frame, the orders board and the sign-in page show. Every other section is the
 * rest's. A first visit to the board or the sign-in page waits only for the board's part; every
 * other page, and any modal, waits for both (i18n/all-strings.ts), and the rest comes
 * anyway once the app has started (docs/architecture.md#the-first-load). A string of the rest shown
 * by the board is reported in the console (I18n) — the first-screen browser tests fail on it. This
 * module imports nothing at run time: the build reads it too (build/strings.ts).
 */
export const BOARD_SECTIONS: readonly string[] = [
  'auth',
  'common',
  'counter',
  'days',
  'guidance',
  'language',
  'locations',
  'nav',
  'orders',
  'pages',
  'pause',
  'roles',
  'specialHours',
  'titles',
  'validation',
  'vendorStatus',
];

/** The part a top-level section belongs to. */
export const partOfSection = (section: string): StringPart =>
  BOARD_SECTIONS.includes(section) ? 'board' : 'rest';
