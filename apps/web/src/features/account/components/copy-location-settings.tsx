import { can } from '@larder/contract';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { errorMessage } from '@/shared/api/error-message';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useCopyLocationSettings } from '../api/copy-location-settings';

/**
 * The owner copies this location's special hours, order settings and auto-pause to the account's
 * other locations (docs/product.md#accounts-vendors-and-users); the weekly hours are the account's
 * already. Shown only to an owner with more than one location.
 */
export function CopyLocationSettings() {
  const { t } = useTranslation();
  const { user, account, vendorId } = useVendorSession();
  const others = account.vendors.filter((vendor) => vendor.id !== vendorId);
  const [chosen, setChosen] = useState<string[]>([]);
  const copy = useCopyLocationSettings(vendorId);
  if (others.length === 0 || !can(user.role, 'locations.copySettings')) return null;

  const start = () =>
    copy.mutate(chosen.map(Number), {
      onSuccess: () => setChosen([]),
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="copy-location-settings">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('locations.copy.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('locations.copy.hint')}
        </Text>
        <Checkbox.Group
          label={t('locations.copy.targets')}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            copy.reset();
          }}
        >
          <Stack gap={6} mt={6}>
            {others.map((vendor) => (
              <Checkbox
                key={vendor.id}
                value={String(vendor.id)}
                label={vendor.name}
                data-testid={`copy-target-${vendor.id}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group gap="sm">
          <Button
            leftSection={<IconCopy size={16} />}
            variant="light"
            disabled={chosen.length === 0}
            loading={copy.isPending}
            onClick={start}
            data-testid="copy-settings-start"
          >
            {t('locations.copy.start')}
          </Button>
          {copy.isSuccess && (
            <Text size="sm" c="teal.9" role="status" data-testid="copy-settings-done">
              {t('locations.copy.done', { count: copy.data.vendorIds.length })}
            </Text>
          )}
          {copy.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(copy.error, t)}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
