import { ALL_ERROR_CODES, AMENDMENT_ERROR_CODES, CATALOGUE_ERROR_CODES } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { createI18n } from '@/i18n/i18n';
import ru from '@/i18n/ru.json';
import { ApiRequestError, NETWORK_ERROR_CODE } from './api-error';
import { errorMessage } from './error-message';

const strings = { en, ru } as Record<'en' | 'ru', { errors: Record<string, unknown> }>;

describe('the messages of the error catalogue', () => {
  it.each(['en', 'ru'] as const)(
    'has a text for every code in %s, and none for a code it does not have',
    (lng) => {
      const texts = strings[lng].errors;
      for (const code of ALL_ERROR_CODES) {
        expect(typeof texts[code], code).toBe('string');
        expect(String(texts[code]).trim(), code).not.toBe('');
      }
      expect(Object.keys(texts).sort()).toEqual([...ALL_ERROR_CODES].sort());
    },
  );
});

describe('errorMessage', () => {
  const refusal = (code: string, status = 409) => new ApiRequestError(status, code, 'The server’s own words');

  it("tells a refusal by its code in the user's language, not in the server's words", async () => {
    const i18n = createI18n('en', { en, ru });
    const expired = refusal(AMENDMENT_ERROR_CODES.expired);
    expect(errorMessage(expired, i18n.t)).toBe(en.errors.AmendmentExpired);
    await i18n.changeLanguage('ru');
    expect(errorMessage(expired, i18n.t)).toBe(ru.errors.AmendmentExpired);
    expect(errorMessage(refusal(CATALOGUE_ERROR_CODES.nonEmptySection), i18n.t)).toBe(
      ru.errors.NonEmptyCatalogueSectionDeletionException,
    );
  });

  it('says the server cannot be reached when there was no answer', () => {
    const { t } = createI18n('ru', { ru });
    expect(errorMessage(new ApiRequestError(null, NETWORK_ERROR_CODE, 'Failed to fetch'), t)).toBe(
      ru.common.noConnection,
    );
  });

  it('falls back to a general text, or the one given, for a code outside the catalogue or any other error', () => {
    const { t } = createI18n('en', { en });
    expect(errorMessage(refusal('Http502', 502), t)).toBe(en.common.somethingWentWrong);
    expect(errorMessage(new Error('boom'), t)).toBe(en.common.somethingWentWrong);
    expect(errorMessage(refusal('Http502', 502), t, 'orders.change.failed')).toBe(en.orders.change.failed);
  });
});
