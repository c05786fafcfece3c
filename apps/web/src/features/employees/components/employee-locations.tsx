import { can, type Employee } from '@larder/contract';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { errorMessage } from '@/shared/api/error-message';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useEmployeeLocations, useSetEmployeeLocations } from '../api/employee-locations';

/**
 * The locations a manager or worker works at, which the owner ticks (docs/product.md#employees);
 * shown to an owner of more than one location. An owner works at every location.
 */
export function EmployeeLocationsSection({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  const { user, account, vendorId } = useVendorSession();
  const shown =
    can(user.role, 'employees.chooseLocations') &&
    account.vendors.length > 1 &&
    employee.role !== 'VENDOR_OWNER';
  const current = useEmployeeLocations(account.id, vendorId, employee.id, shown);
  const save = useSetEmployeeLocations(account.id, vendorId, employee.id);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const stored = current.data?.vendorIds.map(String) ?? [];
  useEffect(() => {
    if (current.data) setChosen(current.data.vendorIds.map(String));
  }, [current.data]);
  if (!shown || !chosen) return null;
  const changed = chosen.length !== stored.length || chosen.some((id) => !stored.includes(id));

  return (
    <Stack gap="xs" data-testid="employee-locations">
      <Checkbox.Group
        label={t('locations.employee.label')}
        description={t('locations.employee.hint')}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          save.reset();
        }}
      >
        <Stack gap={6} mt={6}>
          {account.vendors.map((vendor) => (
            <Checkbox
              key={vendor.id}
              value={String(vendor.id)}
              label={vendor.name}
              data-testid={`employee-location-${vendor.id}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="sm">
        <Button
          variant="light"
          size="compact-md"
          disabled={!changed || chosen.length === 0}
          loading={save.isPending}
          onClick={() => save.mutate(chosen.map(Number))}
          data-testid="employee-locations-save"
        >
          {t('common.save')}
        </Button>
        {save.isSuccess && !changed && (
          <Text size="sm" c="teal.9" role="status">
            {t('locations.employee.saved')}
          </Text>
        )}
        {save.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(save.error, t)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
