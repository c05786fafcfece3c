import { type AppErrorCode, isAppErrorCode } from '@larder/contract';
import type { TFunction, TranslationKey } from '@/i18n/i18n';
import { ApiRequestError } from './api-error';

/**
 * The string of a catalogue code: `errors.<code>` of en.json. Typed so that a code added to the
 * contract's catalogue without its string in en.json fails the typecheck here.
 */
export const errorMessageKey = (code: AppErrorCode): TranslationKey => `errors.${code}`;

/**
 * What to tell the user about a failed call, in their language (docs/product.md#how-the-web-app-reacts):
 * the catalogue's string for the answer's code; without an answer, that the server cannot be
 * reached; `fallback` (by default "Something went wrong") for anything else. The server's own
 * message is never shown: it is English, written for the API's clients, while the catalogue's
 * strings are the same words in every language.
 */
export function errorMessage(
  error: unknown,
  t: TFunction,
  fallback: TranslationKey = 'common.somethingWentWrong',
): string {
  if (error instanceof ApiRequestError) {
    if (error.status === null) return t('common.noConnection');
    if (isAppErrorCode(error.code)) return t(errorMessageKey(error.code), { defaultValue: t(fallback) });
  }
  return t(fallback);
}
