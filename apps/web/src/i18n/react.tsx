import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The strings of the language shown; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() needs an I18nProvider above it');
  const t = useSyncExternalStore(i18n.subscribe, i18n.translate, i18n.translate);
  return { t, i18n };
}
