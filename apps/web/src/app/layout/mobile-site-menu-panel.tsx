import { AVATAR_SIZE } from '@larder/contract';
import { Button, CloseButton, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconChevronRight, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { UserAvatar } from '@/shared/components/user-avatar';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { paths } from '@/shared/paths';
import { useLogout } from '@/shared/session/api/logout';
import { LanguageSelect } from '@/shared/session/components/language-select';
import { useVendorSession } from '@/shared/session/vendor-context';
import { canOpenTab } from '../tab-access';
import { NAV_ICONS } from './nav-icons';
import { buildNavItems } from './nav-items';

/**
 * view=site-menu at mobile width: links to the tabs, the language, the profile and logout
 * (docs/product.md#header-and-navigation).
 */
export function MobileSiteMenuPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  const { clearParams } = useModalParams();
  const { user, vendorId } = useVendorSession();
  const logout = useLogout();
  const tabs = buildNavItems(user.role, vendorId, location).filter((item) => item.key !== 'support');

  const signOut = () =>
    logout.mutate(undefined, {
      onError: () =>
        notifications.show({ color: 'red', title: t('common.oops'), message: t('profile.logoutFailed') }),
    });

  return (
    <Paper withBorder p="md" data-testid="site-menu-panel">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={1} fz="h3">
          {t('siteMenu.title')}
        </Title>
        <CloseButton aria-label={t('common.close')} onClick={() => clearParams(['view'])} />
      </Group>
      <Stack gap="lg">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4} mb={4}>
            {t('siteMenu.sections')}
          </Text>
          {tabs.map((item) => {
            const Icon = NAV_ICONS[item.key];
            return (
              <NavLink
                key={item.key}
                component={Link}
                to={item.href}
                label={t(`nav.${item.key}`)}
                leftSection={<Icon size={20} stroke={1.7} />}
                rightSection={<IconChevronRight size={16} />}
                data-testid={`site-menu-${item.key}`}
              />
            );
          })}
          {canOpenTab(user.role, 'account') && (
            <NavLink
              component={Link}
              to={paths.account(vendorId)}
              label={t('siteMenu.account')}
              leftSection={<IconBuildingStore size={20} stroke={1.7} />}
              rightSection={<IconChevronRight size={16} />}
            />
          )}
        </div>
        <Group justify="space-between">
          <Text fw={500}>{t('siteMenu.language')}</Text>
          <LanguageSelect />
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Button
            component={Link}
            to={paths.modal(location, 'profile')}
            variant="subtle"
            color="dark"
            leftSection={<UserAvatar path={user.avatarPath} name={user.name} size={AVATAR_SIZE.header} />}
          >
            {t('siteMenu.profile')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} />}
            onClick={signOut}
            loading={logout.isPending}
            data-testid="site-menu-logout"
          >
            {t('siteMenu.logout')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
