import { formatCounter } from '@larder/contract';
import { Badge, Button, Group, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useWaitingOrdersCount } from '@/features/orders/hooks/use-waiting-orders-count';
import { useTranslation } from '@/i18n/react';
import { DeferredMenu } from '@/shared/components/deferred-menu';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import classes from './layout.module.css';

/** Whether the user works at more than one location, and so has the switcher. */
export function useHasLocations(): boolean {
  return useVendorSession().account.vendors.length > 1;
}

/**
 * The locations the user works at, when more than one (docs/product.md#header-and-navigation): each
 * opens the same page at that location, whose id the URL carries. On a phone the establishment's
 * name itself (`establishment`) opens it, so the name keeps the top bar's room.
 */
export function LocationSwitcher({ establishment }: { establishment?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { account, vendorId } = useVendorSession();
  if (account.vendors.length < 2) return null;
  const label = t('locations.switch');
  return (
    <DeferredMenu
      position="bottom-start"
      shadow="md"
      width={240}
      dropdownProps={{ 'data-testid': 'location-menu' }}
      target={
        establishment ? (
          <UnstyledButton className={classes.establishment} title={label} data-testid="location-switcher">
            {establishment}
            <IconSelector size={16} aria-hidden style={{ flex: 'none' }} />
          </UnstyledButton>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            rightSection={<IconSelector size={14} />}
            aria-label={label}
            title={label}
            data-testid="location-switcher"
            style={{ flex: 'none' }}
          >
            {t('locations.count', { count: account.vendors.length })}
          </Button>
        )
      }
    >
      {({ Menu }) => (
        <>
          <Menu.Label>{t('locations.title')}</Menu.Label>
          {account.vendors.map((vendor) => (
            <Menu.Item
              key={vendor.id}
              component={Link}
              to={paths.atLocation(location, vendor.id)}
              rightSection={
                <Group gap={6} wrap="nowrap">
                  <WaitingBadge vendorId={vendor.id} />
                  {vendor.id === vendorId ? <IconCheck size={14} /> : null}
                </Group>
              }
              aria-current={vendor.id === vendorId ? 'page' : undefined}
              data-testid={`location-${vendor.id}`}
            >
              {vendor.name}
            </Menu.Item>
          ))}
        </>
      )}
    </DeferredMenu>
  );
}

/**
 * A location's own orders waiting for approval, read when the menu opens (the location shown keeps
 * its list live already); none at 0.
 */
function WaitingBadge({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const count = useWaitingOrdersCount(vendorId);
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      radius="xl"
      aria-label={t('nav.waitingOrders', { count })}
      data-testid={`location-waiting-${vendorId}`}
    >
      {formatCounter(count)}
    </Badge>
  );
}
