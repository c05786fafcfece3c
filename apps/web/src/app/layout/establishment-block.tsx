import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSpecialClosedLabel } from '@/features/account/hooks/use-special-closed-label';
import { useTranslation } from '@/i18n/react';
import { UserAvatar } from '@/shared/components/user-avatar';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useVendorStatus } from '@/shared/session/vendor-status';
import { canOpenTab } from '../tab-access';
import classes from './layout.module.css';
import { LocationSwitcher, useHasLocations } from './location-switcher';

/**
 * The vendor's name and status (docs/product.md#header-and-navigation): roles that may open the account page
 * get a link to it and the status button (Opened, Paused until …, Closed); workers see the name only.
 * Whoever works at more than one location has the switcher beside the name.
 */
export function EstablishmentBlock({ compact = false }: { compact?: boolean }) {
  const { user, vendor, vendorId } = useVendorSession();
  const withAccount = canOpenTab(user.role, 'account');
  const switcher = useHasLocations();
  const content = (
    <>
      <UserAvatar
        path={vendor.avatarPath}
        image={vendor.avatar}
        variant="narrowest"
        name={vendor.name}
        size={compact ? 28 : 32}
        radius="md"
      />
      <Text fw={600} size="sm" truncate title={vendor.name}>
        {vendor.name}
      </Text>
    </>
  );

  // A phone's top bar has room for one control on the name: the switcher (the status button still
  // leads to the account page).
  if (compact && switcher) {
    return (
      <>
        <LocationSwitcher establishment={content} />
        {withAccount && <VendorStatusButton vendorId={vendorId} compact />}
      </>
    );
  }
  return (
    <>
      {withAccount ? (
        <Link to={paths.account(vendorId)} className={classes.establishment} data-testid="account-link">
          {content}
        </Link>
      ) : (
        <div className={classes.establishment}>{content}</div>
      )}
      {switcher && <LocationSwitcher />}
      {withAccount && <VendorStatusButton vendorId={vendorId} compact={compact} />}
    </>
  );
}

/**
 * What customers meet now: Opened (green), Paused until … (orange), Closed (grey), or Closed today
 * (Christmas) on a special day that keeps the vendor shut.
 */
export function VendorStatusButton({ vendorId, compact = false }: { vendorId: number; compact?: boolean }) {
  const { t } = useTranslation();
  const shown = useVendorStatus();
  const specialClosed = useSpecialClosedLabel();
  const { status, label, shortLabel, color } = specialClosed
    ? {
        status: 'CLOSED' as const,
        label: specialClosed,
        // The phone's header has room for the words, not the day's note.
        shortLabel: t('specialHours.closedToday'),
        color: 'gray' as const,
      }
    : shown;
  return (
    <Button
      component={Link}
      to={paths.account(vendorId)}
      size="compact-sm"
      radius="xl"
      variant={status === 'CLOSED' ? 'light' : 'filled'}
      color={color}
      data-testid="status-badge"
      data-status={status.toLowerCase()}
      title={compact ? label : t('vendorStatus.hint')}
      style={{ flex: 'none' }}
    >
      {/* A phone's top bar keeps its room for the name: the pause strip under it gives the time. */}
      {compact ? shortLabel : label}
    </Button>
  );
}
