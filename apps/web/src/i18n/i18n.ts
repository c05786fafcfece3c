import { UI_LANGUAGES, type UiLanguage } from '@larder/contract';
import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectInitialLanguage, isUiLanguage, translations, UI_LANGUAGE_STORAGE_KEY } from './translations';

/** An i18next backend that reads a language from its own chunk. */
const lazyTranslations: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = isUiLanguage(language) ? translations[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

const OPTIONS: InitOptions = {
  supportedLngs: [...UI_LANGUAGES],
  // Every language has every string (i18n.test.ts): no second language is downloaded as a fallback.
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};

/** The app's i18next: resolves once the strings of the language shown are loaded. */
export async function loadI18n(lng: UiLanguage = detectInitialLanguage()): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyTranslations)
    .use(initReactI18next)
    .init({ ...OPTIONS, lng });
  return instance;
}

/** A synchronously initialised instance over strings at hand (tests get their own). */
export function createI18n(lng: UiLanguage, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...OPTIONS, resources, lng, initAsync: false });
  return instance;
}

/** Switches the UI language and remembers it on this device. */
export async function changeUiLanguage(i18n: I18n, lng: UiLanguage): Promise<void> {
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  try {
    window.localStorage.setItem(UI_LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not remembering the choice is fine.
  }
}

export function currentUiLanguage(i18n: I18n): UiLanguage {
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
