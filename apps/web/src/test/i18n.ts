import type { UiLanguage } from '@larder/contract';
import en from '@/i18n/en.json';
import { createI18n } from '@/i18n/i18n';
import ru from '@/i18n/ru.json';

/** Tests render at once: both languages are at hand, no download to wait for. */
export const createTestI18n = (lng: UiLanguage = 'en') => createI18n(lng, { en, ru });
