import {
  AVATAR_SIZE,
  type Employee,
  type EmployeeCredentials,
  employeeActions,
  formatDate,
} from '@larder/contract';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconKey,
  IconLock,
  IconLockOpen,
  IconLogout,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { Spinner } from '@/shared/components/spinner';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { UserAvatar } from '@/shared/components/user-avatar';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { ImageCropUpload } from '@/shared/images/image-crop-upload';
import { paths } from '@/shared/paths';
import { useLogout } from '@/shared/session/api/logout';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useResetEmployeePassword } from '../api/reset-employee-password';
import { useSetEmployeeAvatar } from '../api/set-employee-avatar';
import { useSetEmployeeBlocked } from '../api/set-employee-blocked';
import { EmployeeLocationsSection } from './employee-locations';
import { OneTimePassword } from './one-time-password';
import { useEmployeeTarget } from './use-employee-target';

/** What the profile shows: the profile, a confirmation, or the result of an action with proceed. */
type Stage =
  | { kind: 'profile' }
  | { kind: 'avatar' }
  | { kind: 'confirm'; action: 'block' | 'activate' | 'reset' }
  | { kind: 'blocked' | 'activated' }
  | { kind: 'reset'; credentials: EmployeeCredentials };

/** view=employee-profile&id={employee id} (docs/product.md#employees). */
export function EmployeeProfileModal() {
  const { t } = useTranslation();
  const { query } = useEmployeeTarget();
  const employee = query.data;

  if (!employee) {
    return (
      <ModalLayout title={t('employees.profile.title')}>
        {query.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('employees.profile.notFound')}
          </Alert>
        ) : (
          <Group justify="center" py="xl">
            <Spinner />
          </Group>
        )}
      </ModalLayout>
    );
  }
  return <EmployeeProfile employee={employee} />;
}

function EmployeeProfile({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  const { user, account, vendorId } = useVendorSession();
  const { openModal } = useModalParams();
  const { data } = useEmployeeTarget();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'profile' });
  const setBlocked = useSetEmployeeBlocked(account.id, vendorId, employee.id);
  const resetPassword = useResetEmployeePassword(account.id, vendorId, employee.id);
  const setAvatar = useSetEmployeeAvatar(account.id, vendorId, employee.id);
  const logout = useLogout();
  const button = useButtonState();
  const [failed, setFailed] = useState(false);
  const self = user.id === employee.id;
  const actions = employeeActions({ id: user.id, role: user.role }, { id: employee.id, role: employee.role });
  const toProfile = () => {
    setFailed(false);
    setStage({ kind: 'profile' });
  };

  const confirm = async (action: 'block' | 'activate' | 'reset') => {
    setFailed(false);
    try {
      if (action === 'reset') {
        const credentials = await button.run(() => resetPassword.mutateAsync());
        setStage({ kind: 'reset', credentials });
      } else {
        await button.run(() => setBlocked.mutateAsync(action === 'block'));
        setStage({ kind: action === 'block' ? 'blocked' : 'activated' });
      }
    } catch {
      setFailed(true);
    }
  };

  if (stage.kind === 'confirm') {
    const question = {
      block: t('employees.confirm.block'),
      activate: t('employees.confirm.activate'),
      reset: t('employees.confirm.reset'),
    }[stage.action];
    return (
      <ModalLayout title={employee.name} onBack={toProfile}>
        <Stack gap="lg" py="xs" data-testid="employee-confirm">
          {failed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {t('common.somethingWentWrong')}
            </Alert>
          )}
          <Text fw={600}>{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={toProfile}>
              {t('common.cancel')}
            </Button>
            <StateButton
              state={button.state}
              color={stage.action === 'block' ? 'red' : undefined}
              onClick={() => void confirm(stage.action)}
              data-autofocus
            >
              {t(`employees.confirm.${stage.action}Button`)}
            </StateButton>
          </Group>
        </Stack>
      </ModalLayout>
    );
  }

  if (stage.kind === 'avatar') {
    return (
      <ModalLayout title={t('employees.avatar.title')} onBack={toProfile}>
        <Stack gap="md" py="xs">
          <ImageCropUpload
            accountId={account.id}
            type="logo"
            aspect={1}
            onUploaded={async (image) => {
              await setAvatar.mutateAsync(image.path);
              toProfile();
            }}
            saveLabel={t('common.save')}
            actions={
              employee.avatarPath ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={18} />}
                  loading={setAvatar.isPending}
                  onClick={async () => {
                    await setAvatar.mutateAsync(null);
                    toProfile();
                  }}
                >
                  {t('employees.avatar.remove')}
                </Button>
              ) : undefined
            }
          />
        </Stack>
      </ModalLayout>
    );
  }

  if (stage.kind !== 'profile') {
    return (
      <ModalLayout title={employee.name}>
        <Stack gap="lg" py="xs" data-testid="employee-result">
          <Text>{t(`employees.result.${stage.kind}`, { name: employee.name })}</Text>
          {stage.kind === 'reset' && <OneTimePassword {...stage.credentials} />}
          <Group justify="flex-end">
            <Button onClick={toProfile} data-autofocus>
              {t('employees.proceed')}
            </Button>
          </Group>
        </Stack>
      </ModalLayout>
    );
  }

  return (
    <ModalLayout title={t('employees.profile.title')}>
      <Stack gap="xl" py="xs">
        <Group gap="lg" wrap="nowrap" align="center">
          <Stack gap={4} align="center" style={{ flexShrink: 0 }}>
            <UserAvatar path={employee.avatarPath} name={employee.name} size={AVATAR_SIZE.profile} />
            {actions.edit && (
              <Button variant="subtle" size="compact-xs" onClick={() => setStage({ kind: 'avatar' })}>
                {t('employees.avatar.change')}
              </Button>
            )}
          </Stack>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} fz="h3" lineClamp={2}>
              {employee.name}
            </Title>
            {employee.position && (
              <Text c="dimmed" size="sm">
                {employee.position}
              </Text>
            )}
            <Group gap="xs">
              <Badge variant="light" color="gray" radius="sm">
                {t(`roles.${employee.role}`)}
              </Badge>
              <Badge variant="light" color={employee.blocked ? 'red' : 'teal'} radius="sm">
                {t(employee.blocked ? 'employees.state.BLOCKED' : 'employees.state.ACTIVE')}
              </Badge>
            </Group>
          </Stack>
        </Group>

        <Paper withBorder radius="md">
          <Row label={t('employees.form.email')} value={employee.email} />
          <Divider />
          <Row
            label={t('employees.form.phone')}
            value={employee.phone ? `+${employee.phone}` : t('common.notSpecified')}
          />
          <Divider />
          <Row label={t('employees.profile.since')} value={formatDate(employee.createdAt)} />
          {employee.blockedAt && (
            <>
              <Divider />
              <Row label={t('employees.profile.blockedAt')} value={formatDate(employee.blockedAt)} />
            </>
          )}
        </Paper>

        <EmployeeLocationsSection employee={employee} />

        <Group justify="flex-end" gap="sm">
          {self && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={18} />}
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  // docs/product.md#how-the-web-app-reacts: a failed logout from the employee profile still
                  // leaves for /auth.
                  onError: () => {
                    notifications.show({
                      color: 'red',
                      title: t('common.oops'),
                      message: t('profile.logoutFailed'),
                    });
                    void navigate(paths.auth());
                  },
                })
              }
            >
              {t('profile.logout')}
            </Button>
          )}
          {actions.resetPassword && (
            <Button
              variant="default"
              leftSection={<IconKey size={18} />}
              onClick={() => setStage({ kind: 'confirm', action: 'reset' })}
            >
              {t('employees.actions.resetPassword')}
            </Button>
          )}
          {actions.block && (
            <Button
              variant="light"
              color={employee.blocked ? 'teal' : 'red'}
              leftSection={employee.blocked ? <IconLockOpen size={18} /> : <IconLock size={18} />}
              onClick={() => setStage({ kind: 'confirm', action: employee.blocked ? 'activate' : 'block' })}
            >
              {t(employee.blocked ? 'employees.actions.activate' : 'employees.actions.block')}
            </Button>
          )}
          {actions.edit && (
            <Button
              leftSection={<IconPencil size={18} />}
              onClick={() => openModal('edit-employee', { id: employee.id }, { state: data })}
            >
              {t('employees.actions.edit')}
            </Button>
          )}
        </Group>
      </Stack>
    </ModalLayout>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2} px="md" py="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
