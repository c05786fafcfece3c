import { pluralize } from '@larder/contract';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/react';

/**
 * "3 components" with the plural rule of docs/product.md#validation-and-formatting (1 → the form for 1; 2–4 →
 * the form for 2; 5–9 and 11–20 → the form for 0), the same in every UI language.
 */
export function useModifierCountLabel() {
  const { t } = useTranslation();
  return useCallback(
    (count: number) =>
      pluralize(count, {
        one: t('modifiers.count.one', { count }),
        few: t('modifiers.count.few', { count }),
        many: t('modifiers.count.many', { count }),
      }),
    [t],
  );
}
