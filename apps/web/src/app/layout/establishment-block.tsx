import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { UserAvatar } from '@/shared/components/user-avatar';
import { paths } from '@/shared/paths';
import { isVendorOpen, useVendorSession } from '@/shared/session/vendor-context';
import { canOpenTab } from '../tab-access';
import classes from './layout.module.css';

/**
 * The vendor's name and status (SPEC §2): roles that may open the account page get a link to it and
 * the Opened/Closed status button; workers see the name only.
 */
export function EstablishmentBlock({ compact = false }: { compact?: boolean }) {
  const { user, account, vendor, vendorId } = useVendorSession();
  const withAccount = canOpenTab(user.role, 'account');
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

  return (
    <>
      {withAccount ? (
        <Link to={paths.account(vendorId)} className={classes.establishment} data-testid="account-link">
          {content}
        </Link>
      ) : (
        <div className={classes.establishment}>{content}</div>
      )}
      {withAccount && <VendorStatusButton open={isVendorOpen(account, vendor)} vendorId={vendorId} />}
    </>
  );
}

/** Opened (green) when the account is visible and the vendor working, otherwise Closed (grey). */
export function VendorStatusButton({ open, vendorId }: { open: boolean; vendorId: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.account(vendorId)}
      size="compact-sm"
      radius="xl"
      variant={open ? 'filled' : 'light'}
      color={open ? 'green' : 'gray'}
      data-testid="status-badge"
      data-status={open ? 'opened' : 'closed'}
      title={t('vendorStatus.hint')}
      style={{ flex: 'none' }}
    >
      {open ? t('vendorStatus.opened') : t('vendorStatus.closed')}
    </Button>
  );
}
