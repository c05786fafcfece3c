import type { StringPart, UiLanguage } from '@larder/contract';

type StringsModule = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Each language's strings are their own downloads, in two parts (string-parts.ts): a page fetches
 * only the language it shows, and another one only when the user switches to it. This module
 * imports nothing at run time, so the first chunk can start the download of the strings before the
 * rest of the app has arrived.
 */
export const translations: Record<UiLanguage, Record<StringPart, StringsModule>> = {
  en: { board: () => import('./en.json?part=board'), rest: () => import('./en.json?part=rest') },
  ru: { board: () => import('./ru.json?part=board'), rest: () => import('./ru.json?part=rest') },
};

/** The parts of a language's strings, as one table. */
export async function loadStrings(
  language: UiLanguage,
  parts: readonly StringPart[],
): Promise<Record<string, unknown>> {
  const loaded = await Promise.all(parts.map((part) => translations[language][part]()));
  return Object.assign({}, ...loaded.map((module) => module.default));
}

export const UI_LANGUAGE_STORAGE_KEY = 'larder.uiLanguage';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && Object.hasOwn(translations, value);
}

/** Before the user is known: the last language chosen on this device, else the browser's. */
export function detectInitialLanguage(): UiLanguage {
  try {
    const stored = window.localStorage.getItem(UI_LANGUAGE_STORAGE_KEY);
    if (isUiLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable (private mode); fall through to the browser language.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  return isUiLanguage(browser) ? browser : 'en';
}
