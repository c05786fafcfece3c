import { can } from '@larder/contract';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { PageHeader } from '@/shared/components/page-header';
import { UserAvatar } from '@/shared/components/user-avatar';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { ResponsiveImage } from '@/shared/images/responsive-image';
import { paths, type ViewId } from '@/shared/paths';
import { LanguageSelect } from '@/shared/session/components/language-select';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useVendorStatus } from '@/shared/session/vendor-status';
import { CopyLocationSettings } from '../components/copy-location-settings';
import { LeaveDemoMode } from '../components/leave-demo-mode';
import { SpecialHoursSection } from '../components/special-hours-section';
import { useSpecialClosedLabel } from '../hooks/use-special-closed-label';

const PASSWORD_MASK = '••••••••';

/**
 * /vendor/{id}/account (docs/product.md#the-vendor-profile-and-address): the user's profile and the
 * establishment's details, each editable.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { user, vendor, account, vendorId } = useVendorSession();
  const { openModal } = useModalParams();
  useDocumentTitle(t('titles.account'));
  const status = useVendorStatus();
  const specialClosed = useSpecialClosedLabel();
  const editable = can(user.role, 'vendor.edit');
  const edit = (view: ViewId) => (editable ? () => openModal(view) : undefined);

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('pages.account.title')}
        actions={
          can(user.role, 'audit.view') && (
            <Button
              component={Link}
              to={paths.activity(vendorId)}
              variant="light"
              leftSection={<IconHistory size={18} />}
              data-testid="account-activity-link"
            >
              {t('pages.activity.title')}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="account-profile">
          <Title order={3} fz="h4" mb="md">
            {t('vendorProfile.profile')}
          </Title>
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <UserAvatar path={user.avatarPath} name={user.name} size={56} />
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="lg"
              verticalSpacing="md"
              style={{ flex: 1, minWidth: 0 }}
            >
              <Detail label={t('vendorProfile.userName')} value={user.name} />
              <Detail
                label={t('vendorProfile.userEmail')}
                value={user.email}
                onEdit={() => openModal('edit-account-email')}
              />
              <Detail
                label={t('vendorProfile.password')}
                value={PASSWORD_MASK}
                onEdit={() => openModal('edit-account-password')}
              />
              <Detail label={t('language.label')} value={<LanguageSelect />} />
            </SimpleGrid>
          </Group>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="account-establishment">
          <Group justify="space-between" mb="md">
            <Title order={3} fz="h4">
              {t('pages.account.establishment')}
            </Title>
            <Group gap="xs">
              <Badge
                color={specialClosed ? 'gray' : status.color}
                variant="light"
                data-testid="account-vendor-status"
              >
                {specialClosed ?? status.label}
              </Badge>
              {!account.liveMode && (
                <Badge color="yellow" variant="light">
                  {t('pages.account.demoMode')}
                </Badge>
              )}
            </Group>
          </Group>
          <Stack gap="lg">
            <Box
              pos="relative"
              data-testid="account-header-image"
              style={{ aspectRatio: '16 / 5', overflow: 'hidden', borderRadius: 12 }}
              bg="gray.1"
            >
              <ResponsiveImage
                image={vendor.image}
                sizes="(max-width: 768px) 100vw, 960px"
                alt={t('vendorProfile.headerImage.title')}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              {editable && (
                <Box pos="absolute" top={8} right={8}>
                  <EditButton
                    label={t('vendorProfile.headerImage.title')}
                    onClick={() => openModal('edit-vendor-image')}
                  />
                </Box>
              )}
            </Box>
            <Group gap="md" wrap="nowrap">
              <UserAvatar
                path={vendor.avatarPath}
                image={vendor.avatar}
                variant="widest"
                name={vendor.name}
                size={72}
                radius="md"
              />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
                  {t('vendorProfile.nameLogo.name')}
                </Text>
                <Title order={2} fz="h3" lineClamp={2} data-testid="account-vendor-name">
                  {vendor.name}
                </Title>
              </Stack>
              {editable && (
                <EditButton
                  label={t('vendorProfile.nameLogo.title')}
                  onClick={() => openModal('edit-vendor-name-logo')}
                />
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              <Detail
                label={t('pages.account.phone')}
                value={vendor.phone ? `+${vendor.phone}` : null}
                onEdit={edit('edit-vendor-contacts')}
                testId="account-phone"
              />
              <Detail
                label={t('pages.account.email')}
                value={vendor.email}
                onEdit={edit('edit-vendor-contacts')}
                testId="account-email"
              />
              <Detail
                label={t('pages.account.address')}
                value={vendor.location?.address}
                onEdit={edit('edit-vendor-address')}
                testId="account-address"
              />
              <Detail
                label={t('pages.account.courierComment')}
                value={vendor.commentForCourier}
                onEdit={edit('courier-comment')}
                testId="account-courier-comment"
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <SpecialHoursSection />

        <CopyLocationSettings />

        {!account.liveMode && can(user.role, 'vendor.leaveDemo') && <LeaveDemoMode />}
      </Stack>
    </Stack>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" radius="md" onClick={onClick} aria-label={label}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function Detail({
  label,
  value,
  onEdit,
  testId,
}: {
  label: string;
  value: ReactNode;
  onEdit?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between" data-testid={testId}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
          {label}
        </Text>
        {typeof value === 'string' || empty ? (
          <Text size="sm" c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {empty ? t('common.notSpecified') : value}
          </Text>
        ) : (
          value
        )}
      </Stack>
      {onEdit && (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onEdit}
          aria-label={`${t('vendorProfile.edit')}: ${label}`}
        >
          <IconPencil size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
