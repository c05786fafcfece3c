import { LIMITS, type MenuLanguage, type Product } from '@larder/contract';
import { Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useVendorParams } from '@/shared/params/api/get-vendor-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useUpdateProduct } from '../../api/update-product';
import { useModalSave } from '../../hooks/use-modal-save';
import { orderedLanguages } from '../../lib/catalogue';
import { ProductModalFrame, SaveFooter } from './detail-modal-frame';

/** view=change-product-description&product=<id>: one textarea per menu language, ≤1000 characters each. */
export function ChangeProductDescriptionModal() {
  const { t } = useTranslation();
  const languages = useVendorParams().data?.menuLanguages;
  return (
    <ProductModalFrame title={t('catalogueModals.description.title')}>
      {(product) =>
        languages ? (
          <DescriptionForm product={product} languages={orderedLanguages(languages)} />
        ) : (
          <CenteredSpinner />
        )
      }
    </ProductModalFrame>
  );
}

/** The name of a language in the UI language ("English", "Russian"), else its code. */
export function languageLabel(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const clip = (text: string) => text.slice(0, LIMITS.description);

function DescriptionForm({ product, languages }: { product: Product; languages: MenuLanguage[] }) {
  const { t, i18n } = useTranslation();
  const { account } = useVendorSession();
  const updateProduct = useUpdateProduct(account.id);
  const { state, save, close, warningModal } = useModalSave();
  const stored = (code: string) => product.descriptionI18n.values[code] ?? '';
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(languages.map(({ code }) => [code, stored(code)])),
  );
  const changed = languages.some(({ code }) => (values[code] ?? '').trim() !== stored(code).trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) {
      close();
      return;
    }
    const description = {
      values: Object.fromEntries(languages.map(({ code }) => [code, (values[code] ?? '').trim()])),
    };
    await save(() => updateProduct.mutateAsync({ productId: product.id, body: { description } }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {languages.map(({ code, mandatory }, index) => {
          const value = values[code] ?? '';
          const name = languageLabel(code, i18n.language);
          return (
            <Textarea
              key={code}
              label={
                mandatory ? t('catalogueModals.description.mandatoryLanguage', { language: name }) : name
              }
              placeholder={t('catalogueModals.description.placeholder')}
              rows={5}
              resize="vertical"
              maxLength={LIMITS.description}
              value={value}
              onChange={(event) => {
                const text = clip(event.currentTarget.value);
                setValues((current) => ({ ...current, [code]: text }));
              }}
              description={
                <Text span size="xs" c={value.length >= LIMITS.description ? 'red.7' : 'dimmed'}>
                  {t('catalogueModals.description.counter', {
                    count: value.length,
                    max: LIMITS.description,
                  })}
                </Text>
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-autofocus={index === 0 || undefined}
              data-testid={`description-${code}`}
            />
          );
        })}
      </Stack>
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}
