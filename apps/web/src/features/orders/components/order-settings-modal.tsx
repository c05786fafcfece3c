import { BUSY_EXTRA_MINUTES, type BusyExtraMinutes, can, type OrderSettings } from '@larder/contract';
import { Alert, Divider, Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { NumericInput } from '@/shared/components/numeric-input';
import { CenteredSpinner } from '@/shared/components/spinner';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useOrderSettings } from '../api/get-order-settings';
import { useUpdateOrderSettings } from '../api/update-order-settings';
import {
  BUSY_DURATIONS,
  formFromSettings,
  type OrderSettingsForm,
  SUGGESTED_MAX_ORDERS,
  settingsFromForm,
} from '../lib/order-settings-form';
import { clockTime } from '../lib/order-time';

/**
 * view=order-settings: how the kitchen takes orders — auto-accept, the time to accept an order,
 * a cap per quarter hour and busy mode. Owners and managers change them; workers read them.
 */
export function OrderSettingsModal() {
  const { t } = useTranslation();
  const { vendorId } = useVendorSession();
  const settings = useOrderSettings(vendorId);
  return (
    <ModalLayout title={t('orders.settings.title')}>
      {settings.data ? (
        <OrderSettingsFormView current={settings.data} />
      ) : settings.isError ? (
        <Text c="red.8" role="alert">
          {t('orders.settings.loadFailed')}
        </Text>
      ) : (
        <CenteredSpinner label={t('orders.loading')} />
      )}
    </ModalLayout>
  );
}

function OrderSettingsFormView({ current }: { current: OrderSettings }) {
  const { t } = useTranslation();
  const { close } = useModalControls();
  const { vendorId, user, vendor } = useVendorSession();
  const editable = can(user.role, 'orderSettings.edit');
  const update = useUpdateOrderSettings(vendorId);
  const button = useButtonState();
  const { warn, warningModal } = useWarning();
  const [form, setForm] = useState<OrderSettingsForm>(() => formFromSettings(current));
  const change = (changes: Partial<OrderSettingsForm>) =>
    setForm((previous) => ({ ...previous, ...changes }));
  const { settings, errors } = settingsFromForm(form, current, Date.now());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editable || !settings) return;
    try {
      await button.run(() => update.mutateAsync(settings));
      close();
    } catch {
      warn();
    }
  };

  const busyEnd = current.busyUntil ? clockTime(current.busyUntil, vendor.timeZone) : null;
  const durations = BUSY_DURATIONS.filter((duration) => duration !== 'keep' || busyEnd !== null).map(
    (duration) => ({
      value: duration,
      label:
        duration === 'keep'
          ? t('orders.settings.busyFor.keep', { time: busyEnd })
          : t(`orders.settings.busyFor.${duration}`),
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="order-settings-form">
      <Stack gap="md" py="xs">
        {!editable && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} />}
            data-testid="order-settings-read-only"
          >
            {t('orders.settings.readOnly')}
          </Alert>
        )}
        <Switch
          label={t('orders.settings.autoAccept')}
          description={t('orders.settings.autoAcceptHint')}
          checked={form.autoAccept}
          disabled={!editable}
          onChange={(event) => change({ autoAccept: event.currentTarget.checked })}
          data-testid="order-settings-auto-accept"
        />
        <NumericInput
          integer
          label={t('orders.settings.acceptanceMinutes')}
          description={t('orders.settings.acceptanceMinutesHint')}
          unit={t('orders.settings.minutesUnit')}
          maw={260}
          value={form.acceptanceMinutes}
          onChange={(acceptanceMinutes) => change({ acceptanceMinutes })}
          disabled={!editable}
          error={errors.acceptanceMinutes && t('orders.settings.rangeError', errors.acceptanceMinutes)}
          data-testid="order-settings-acceptance-minutes"
        />
        <Divider />
        <Switch
          label={t('orders.settings.capacity')}
          description={t('orders.settings.capacityHint')}
          checked={form.capped}
          disabled={!editable}
          onChange={(event) =>
            change({
              capped: event.currentTarget.checked,
              maxOrders: form.maxOrders || String(SUGGESTED_MAX_ORDERS),
            })
          }
          data-testid="order-settings-capped"
        />
        {form.capped && (
          <NumericInput
            integer
            label={t('orders.settings.maxOrders')}
            maw={260}
            value={form.maxOrders}
            onChange={(maxOrders) => change({ maxOrders })}
            disabled={!editable}
            error={errors.maxOrders && t('orders.settings.rangeError', errors.maxOrders)}
            data-testid="order-settings-max-orders"
          />
        )}
        <Divider />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="order-settings-busy-label">
            {t('orders.settings.busy')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('orders.settings.busyHint')}
          </Text>
          <SegmentedControl
            aria-labelledby="order-settings-busy-label"
            value={String(form.busyExtraMinutes)}
            onChange={(value) => change({ busyExtraMinutes: Number(value) as BusyExtraMinutes })}
            disabled={!editable}
            data={BUSY_EXTRA_MINUTES.map((minutes) => ({
              value: String(minutes),
              label:
                minutes === 0 ? t('orders.settings.busyOff') : t('orders.settings.busyMinutes', { minutes }),
            }))}
            data-testid="order-settings-busy"
          />
          {form.busyExtraMinutes > 0 && (
            <Select
              label={t('orders.settings.busyForLabel')}
              data={durations}
              value={form.busyFor}
              allowDeselect={false}
              onChange={(value) => value && change({ busyFor: value as OrderSettingsForm['busyFor'] })}
              disabled={!editable}
              maw={260}
              data-testid="order-settings-busy-for"
            />
          )}
        </Stack>
        {editable && (
          <Group justify="flex-end" mt="xs">
            <StateButton
              type="submit"
              state={button.state}
              disabled={settings === null}
              data-testid="order-settings-save"
            >
              {t('common.save')}
            </StateButton>
          </Group>
        )}
      </Stack>
      {warningModal}
    </form>
  );
}
