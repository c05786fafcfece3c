import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/components/page-header';
import { UserAvatar } from '@/shared/components/user-avatar';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { isVendorOpen, useVendorSession } from '@/shared/session/vendor-context';

/** /vendor/{id}/account: the establishment's details (editing comes with the vendor modals). */
export function AccountPage() {
  const { t } = useTranslation();
  const { vendor, account } = useVendorSession();
  useDocumentTitle(t('titles.account'));
  const open = isVendorOpen(account, vendor);

  return (
    <Stack gap={0}>
      <PageHeader title={t('pages.account.title')} />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Group gap="lg" wrap="nowrap">
            <UserAvatar
              path={vendor.avatarPath}
              image={vendor.avatar}
              variant="widest"
              name={vendor.name}
              size={72}
              radius="md"
            />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={2} fz="h3" lineClamp={2}>
                {vendor.name}
              </Title>
              <Group gap="xs">
                <Badge color={open ? 'green' : 'gray'} variant="light">
                  {open ? t('vendorStatus.opened') : t('vendorStatus.closed')}
                </Badge>
                {!account.liveMode && (
                  <Badge color="yellow" variant="light">
                    {t('pages.account.demoMode')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Title order={3} fz="h4" mb="md">
            {t('pages.account.establishment')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <Detail label={t('pages.account.address')} value={vendor.location?.address} />
            <Detail label={t('pages.account.phone')} value={vendor.phone} />
            <Detail label={t('pages.account.email')} value={vendor.email} />
            <Detail label={t('pages.account.courierComment')} value={vendor.commentForCourier} />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Title order={3} fz="h4" mb="md">
            {t('pages.account.company')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <Detail label={t('pages.account.companyName')} value={vendor.companyName} />
            <Detail label={t('pages.account.taxId')} value={vendor.taxId} />
            <Detail label={t('pages.account.legalAddress')} value={vendor.legalAddress} />
          </SimpleGrid>
        </Paper>
      </Stack>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text size="sm" c={empty ? 'dimmed' : undefined}>
        {empty ? t('common.notSpecified') : value}
      </Text>
    </Stack>
  );
}
