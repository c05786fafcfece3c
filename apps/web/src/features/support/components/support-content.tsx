import type { Day } from '@larder/contract';
import { Alert, Anchor, Divider, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconClock, IconPhone } from '@tabler/icons-react';
import type { TFunction } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useVendorParams } from '@/shared/params/api/get-vendor-params';
import { useContactParams } from '../api/get-contact-params';
import { useServiceWorkingHours } from '../api/get-service-working-hours';
import { type ScheduleLine, summarizeSchedule } from './support-hours';

/** Support department: working hours and two phone numbers (docs/product.md#header-and-navigation). */
export function SupportContent() {
  const { t } = useTranslation();
  const params = useVendorParams();
  const fromParams = params.data?.contactParams;
  // docs/product.md#header-and-navigation: the phones are loaded separately only when the params miss one of
  // them.
  const needContacts =
    params.isError || (params.isSuccess && (!fromParams?.orderTrouble || !fromParams?.catalogueTrouble));
  const contacts = useContactParams({ enabled: needContacts });
  const hours = useServiceWorkingHours();

  const loading = params.isPending || (needContacts && contacts.isPending) || hours.isPending;
  if (loading) return <CenteredSpinner />;

  const failed = params.isError && contacts.isError;
  if (failed) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {t('common.somethingWentWrong')}
      </Alert>
    );
  }

  const orderTrouble = fromParams?.orderTrouble || contacts.data?.orderTrouble || null;
  const catalogueTrouble = fromParams?.catalogueTrouble || contacts.data?.catalogueTrouble || null;
  const schedule = summarizeSchedule(hours.data?.workingHours);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
            {t('support.workingHours')}
          </Text>
          <Stack gap={4} data-testid="support-hours">
            {schedule.map((line) => (
              <Text
                key={line.days.join()}
                size="sm"
                style={{ display: 'flex', gap: 8, alignItems: 'center' }}
              >
                <IconClock size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                {describeScheduleLine(line, t)}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Paper>
      <Paper withBorder radius="md">
        <PhoneEntry label={t('support.orderTrouble')} phone={orderTrouble} />
        <Divider />
        <PhoneEntry label={t('support.catalogueTrouble')} phone={catalogueTrouble} />
      </Paper>
    </Stack>
  );
}

function describeScheduleLine(line: ScheduleLine, t: TFunction): string {
  const days = describeDays(line.days, t);
  if (!line.hours) return t('support.dayOff', { days });
  if (line.days.length === 7) return t('support.everyDay', line.hours);
  return t('support.daysFromTo', { days, ...line.hours });
}

function describeDays(days: Day[], t: TFunction): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  if (days.length === 1) return t(`days.short.${first}`);
  return `${t(`days.short.${first}`)}–${t(`days.short.${last}`)}`;
}

/**
 * A phone is a tel: link only when it starts with + (docs/product.md#header-and-navigation); a missing one
 * says so.
 */
export function PhoneEntry({ label, phone }: { label: string; phone: string | null }) {
  const { t } = useTranslation();
  const value = phone?.trim() ?? '';
  return (
    <Group gap="sm" wrap="nowrap" px="md" py="sm">
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
        <IconPhone size={18} />
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {value === '' ? (
          <Text size="sm" c="dimmed">
            {t('support.phoneNotSpecified')}
          </Text>
        ) : value.startsWith('+') ? (
          <Anchor href={`tel:${value.replace(/[\s()-]/g, '')}`} size="sm">
            {value}
          </Anchor>
        ) : (
          <Text size="sm">{value}</Text>
        )}
      </Stack>
    </Group>
  );
}
