import type { MenuLanguage } from '@larder/contract';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { languageLabel } from './change-product-description-modal';

/**
 * One name input per menu language, the mandatory one first and marked required
 * (docs/product.md#menu-languages). `maxLength` is the per-language limit (70 for a clone's name).
 */
export function NameInputs({
  languages,
  values,
  onChange,
  maxLength,
  testIdPrefix = 'name',
  autoFocus = true,
}: {
  languages: readonly MenuLanguage[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  maxLength: number;
  testIdPrefix?: string;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      {languages.map(({ code, mandatory }, index) => (
        <TextInput
          key={code}
          label={t('catalogue.name.label', { language: languageLabel(code, i18n.language) })}
          description={mandatory && languages.length > 1 ? t('catalogue.name.mandatory') : undefined}
          withAsterisk={mandatory}
          value={values[code] ?? ''}
          onChange={(event) => onChange({ ...values, [code]: event.currentTarget.value })}
          maxLength={maxLength}
          data-autofocus={autoFocus && index === 0 ? true : undefined}
          data-testid={`${testIdPrefix}-${code}`}
          lang={code}
        />
      ))}
    </Stack>
  );
}
