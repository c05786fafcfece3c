import {
  can,
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeStatus,
  ROLES,
  type Role,
} from '@larder/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconHistory, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { Spinner } from '@/shared/components/spinner';
import { UserAvatar } from '@/shared/components/user-avatar';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useEmployees } from '../api/get-employees';
import type { EmployeeModalData } from '../components/modal-data';

const ALL_ROLES = 'ALL';
/** Typing a search waits this long before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /vendor/{id}/employees: ACTIVE and BLOCKED tabs, a role filter with all roles, and a search
 * (docs/product.md#employees).
 */
export function EmployeesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.employees'));
  const { account, vendorId, user } = useVendorSession();
  const { openModal } = useModalParams();
  const [status, setStatus] = useState<EmployeeStatus>('ACTIVE');
  const [role, setRole] = useState<Role | typeof ALL_ROLES>(ALL_ROLES);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const employees = useEmployees(account.id, vendorId, {
    status,
    role: role === ALL_ROLES ? undefined : role,
    search: debouncedSearch.trim() || undefined,
  });
  const modalData: EmployeeModalData = { tab: status };
  const filtered = role !== ALL_ROLES || debouncedSearch.trim() !== '';

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('pages.employees.title')}
        actions={
          <Group gap="xs">
            {can(user.role, 'audit.view') && (
              <Button
                component={Link}
                to={paths.activity(vendorId)}
                variant="light"
                leftSection={<IconHistory size={18} />}
                data-testid="employees-activity-link"
              >
                {t('pages.activity.title')}
              </Button>
            )}
            <Button leftSection={<IconPlus size={18} />} onClick={() => openModal('add-employee')}>
              {t('employees.add.title')}
            </Button>
          </Group>
        }
      />
      <Tabs value={status} onChange={(value) => value && setStatus(value as EmployeeStatus)} mb="md">
        <Tabs.List>
          {EMPLOYEE_STATUSES.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`employees.status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" mb="lg" align="flex-end" wrap="wrap">
        <Select
          label={t('employees.filter.role')}
          allowDeselect={false}
          value={role}
          onChange={(value) => value && setRole(value as Role | typeof ALL_ROLES)}
          data={[
            { value: ALL_ROLES, label: t('employees.filter.allRoles') },
            ...ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
          ]}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          label={t('employees.filter.search')}
          placeholder={t('employees.filter.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>

      {employees.isPending ? (
        <Group justify="center" py="xl">
          <Spinner />
        </Group>
      ) : employees.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('common.somethingWentWrong')}
        </Alert>
      ) : employees.data.length === 0 ? (
        <EmptyPageState
          icon={<IconUsers size={28} />}
          title={t(filtered ? 'employees.list.nothingFound' : `employees.list.empty${status}`)}
          description={filtered ? '' : t(`employees.list.emptyText${status}`)}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="employee-list">
          {employees.data.map((employee) => (
            <EmployeeCard
              key={employee.id}
              employee={employee}
              onOpen={() => openModal('employee-profile', { id: employee.id }, { state: modalData })}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function EmployeeCard({ employee, onOpen }: { employee: Employee; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={0}>
      <UnstyledButton onClick={onOpen} p="md" w="100%" data-testid={`employee-${employee.id}`}>
        <Group gap="md" wrap="nowrap">
          <UserAvatar path={employee.avatarPath} name={employee.name} size={48} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} truncate>
              {employee.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {employee.position || employee.email}
            </Text>
            {employee.phone && (
              <Text size="sm" c="dimmed" truncate>
                +{employee.phone}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            {t(`roles.${employee.role}`)}
          </Badge>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
