import { CATALOGUE_ERROR_CODES, localizedName, type Section, type Tax } from '@larder/contract';
import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useTaxes } from '../../api/get-taxes';
import { useUpdateSection } from '../../api/update-section';
import { useModalSave } from '../../hooks/use-modal-save';
import { SaveFooter, SectionModalFrame } from './detail-modal-frame';

/** The radio value of the account's default tax (a section's taxSettings null). */
const ACCOUNT_DEFAULT = 'default';

/** A tax's name in the UI language (its values map), else the first name it has. */
export function taxName(tax: Tax, uiLanguage: string): string {
  return localizedName(tax.nameI18n, uiLanguage, 'en') || localizedName(tax.name, uiLanguage, 'en');
}

/** view=change-vat-rate&section=<id>: the tax rate of the section's products. */
export function ChangeVatRateModal() {
  const { t } = useTranslation();
  const taxes = useTaxes();
  return (
    <SectionModalFrame title={t('catalogueModals.vat.title')}>
      {(section) => (taxes.data ? <VatForm section={section} taxes={taxes.data} /> : <CenteredSpinner />)}
    </SectionModalFrame>
  );
}

function VatForm({ section, taxes }: { section: Section; taxes: Tax[] }) {
  const { t, i18n } = useTranslation();
  const { account } = useVendorSession();
  const updateSection = useUpdateSection(account.id);
  const { state, save, warningModal } = useModalSave();
  const [serverError, setServerError] = useState<string | null>(null);

  const storedId = section.taxSettings?.id ?? null;
  const stored = storedId === null ? null : taxes.find((tax) => tax.id === storedId);
  // docs/product.md#how-the-web-app-reacts: the section's tax is not on offer any more (or the list could not
  // be loaded).
  const unavailable = storedId !== null && !stored;
  const [value, setValue] = useState<string | null>(
    storedId === null ? ACCOUNT_DEFAULT : stored ? String(storedId) : null,
  );

  const defaultId = account.taxSettings?.productTaxId ?? null;
  const defaultTax = defaultId === null ? undefined : taxes.find((tax) => tax.id === defaultId);
  const label = (tax: Tax) => {
    const name = taxName(tax, i18n.language);
    const rate = t('catalogueModals.vat.rate', { rate: tax.rate });
    // "VAT 5%" already says its rate; "Exempt from VAT" gets it added.
    return name.replace(/\s/g, '').includes(rate.replace(/\s/g, '')) ? name : `${name} · ${rate}`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    setServerError(null);
    const taxSettings = value === ACCOUNT_DEFAULT ? null : { productTaxId: Number(value) };
    await save(
      () => updateSection.mutateAsync({ sectionId: section.id, body: { taxSettings } }),
      (error) => {
        if (!isApiError(error, CATALOGUE_ERROR_CODES.invalidTax)) return false;
        setServerError(t('catalogueModals.vat.invalidName'));
        return t('catalogueModals.vat.invalidName');
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('catalogueModals.vat.hint', { name: section.name })}
        </Text>
        {unavailable && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('catalogueModals.vat.current', { name: t('catalogueModals.vat.invalidName') })}
            data-testid="vat-unavailable"
          >
            {t('catalogueModals.vat.unavailable')}
          </Alert>
        )}
        {serverError && (
          <Text c="red.7" size="sm" role="alert">
            {serverError}
          </Text>
        )}
        <Radio.Group value={value} onChange={setValue} name="vat-rate" label={t('catalogueModals.vat.label')}>
          <Stack gap="xs" mt="xs">
            <Radio.Card value={ACCOUNT_DEFAULT} p="sm" radius="md" data-testid="vat-option-default">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text size="sm">
                  {defaultTax
                    ? t('catalogueModals.vat.accountDefaultWith', { name: label(defaultTax) })
                    : t('catalogueModals.vat.accountDefault')}
                </Text>
              </Group>
            </Radio.Card>
            {taxes.map((tax) => (
              <Radio.Card
                key={tax.id}
                value={String(tax.id)}
                p="sm"
                radius="md"
                data-testid={`vat-option-${tax.id}`}
              >
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text size="sm">{label(tax)}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {taxes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('catalogueModals.vat.noTaxes')}
          </Text>
        )}
      </Stack>
      <SaveFooter state={state} disabled={value === null} />
      {warningModal}
    </form>
  );
}
