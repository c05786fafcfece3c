import { UI_LANGUAGES, type UiLanguage } from '@larder/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ru from './ru.json';

export const resources = {
  en: { translation: en },
  ru: { translation: ru },
} as const;

const STORAGE_KEY = 'larder.uiLanguage';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** Before the user is known: the last language chosen on this device, else the browser's. */
export function detectInitialLanguage(): UiLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isUiLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable (private mode); fall through to the browser language.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  return isUiLanguage(browser) ? browser : 'en';
}

/** A fresh, synchronously initialised i18next instance (tests get their own). */
export function createI18n(lng: UiLanguage = detectInitialLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: [...UI_LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Switches the UI language and remembers it on this device. */
export async function changeUiLanguage(i18n: I18n, lng: UiLanguage): Promise<void> {
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Not remembering the choice is fine.
  }
}

export function currentUiLanguage(i18n: I18n): UiLanguage {
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
