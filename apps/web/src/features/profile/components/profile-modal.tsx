import { AVATAR_SIZE } from '@larder/contract';
import { ActionIcon, Badge, Button, Divider, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { UserAvatar } from '@/shared/components/user-avatar';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useLogout } from '@/shared/session/api/logout';
import { LanguageSelect } from '@/shared/session/components/language-select';
import { useVendorSession } from '@/shared/session/vendor-context';

/** view=profile: the signed-in user's own profile (docs/product.md#sign-in-sessions-and-passwords). */
export function ProfileModal() {
  const { t } = useTranslation();
  const { user } = useVendorSession();
  const { openModal } = useModalParams();
  const logout = useLogout();
  const displayName = user.firstName.trim() || user.name;

  const signOut = () =>
    logout.mutate(undefined, {
      onError: () =>
        notifications.show({ color: 'red', title: t('common.oops'), message: t('profile.logoutFailed') }),
    });

  return (
    <ModalLayout title={t('profile.title')}>
      <Stack gap="xl" py="xs">
        <Group gap="lg" wrap="nowrap" align="center">
          <UserAvatar path={user.avatarPath} name={user.name} size={AVATAR_SIZE.profile} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} fz="h3" lineClamp={2}>
              {displayName}
            </Title>
            {displayName !== user.name && (
              <Text c="dimmed" size="sm">
                {user.name}
              </Text>
            )}
            <Group gap="xs">
              <Badge variant="light" color="gray" radius="sm">
                {t(`roles.${user.role}`)}
              </Badge>
            </Group>
          </Stack>
        </Group>

        <Paper withBorder radius="md">
          <ProfileRow
            label={t('profile.email')}
            value={user.email}
            editLabel={t('profile.changeEmail')}
            onEdit={() => openModal('edit-account-email')}
          />
          <Divider />
          <ProfileRow
            label={t('profile.password')}
            value="••••••••"
            editLabel={t('profile.changePassword')}
            onEdit={() => openModal('edit-account-password')}
          />
          <Divider />
          <ProfileRow label={t('language.label')} value={<LanguageSelect />} />
        </Paper>

        <Group justify="flex-end">
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} />}
            onClick={signOut}
            loading={logout.isPending}
            data-testid="logout-button"
          >
            {t('profile.logout')}
          </Button>
        </Group>
      </Stack>
    </ModalLayout>
  );
}

function ProfileRow({
  label,
  value,
  editLabel,
  onEdit,
}: {
  label: string;
  value: ReactNode;
  editLabel?: string;
  onEdit?: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" px="md" py="sm" mih={60}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
          {label}
        </Text>
        {typeof value === 'string' ? (
          <Text size="sm" truncate>
            {value}
          </Text>
        ) : null}
      </Stack>
      {typeof value === 'string' ? null : value}
      {onEdit && editLabel && (
        <Tooltip label={editLabel}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={editLabel}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
