import { AVATAR_SIZE, formatCounter } from '@larder/contract';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { UserAvatar } from '@/shared/components/user-avatar';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import type { NavBadges } from './app-header';
import classes from './layout.module.css';
import { NAV_ICONS } from './nav-icons';
import { buildNavItems, isNavTargetActive } from './nav-items';

/** The bottom navigation at widths up to 1080 px: the same entries as the header, as icons, plus the profile. */
export function MobileNav({ badges }: { badges: NavBadges }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, vendorId } = useVendorSession();
  const items = buildNavItems(user.role, vendorId, location);
  const profileActive = isNavTargetActive(location, { pathname: location.pathname, view: 'profile' });

  return (
    <nav className={classes.mobileNav} data-testid="mobile-nav" aria-label={t('nav.main')}>
      {items.map((item) => {
        const Icon = NAV_ICONS[item.key];
        const active = isNavTargetActive(location, item.target);
        const count = item.key === 'orders' ? badges.waitingOrders : 0;
        return (
          <Link
            key={item.key}
            to={item.href}
            className={classes.mobileItem}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            aria-label={
              count > 0
                ? `${t(`nav.${item.key}`)}, ${t('nav.waitingOrders', { count })}`
                : t(`nav.${item.key}`)
            }
            data-testid={`mobile-nav-${item.key}`}
          >
            <span className={classes.mobileIcon}>
              <Icon size={24} stroke={1.6} aria-hidden />
              {count > 0 && (
                <span className={classes.mobileBadge} data-testid="mobile-orders-badge">
                  {formatCounter(count)}
                </span>
              )}
            </span>
            {/* Soft hyphens let a long word break on the narrowest phones instead of being cut. */}
            <span className={classes.mobileLabel} aria-hidden>
              {t(`guidance.mobileNav.${item.key}`)}
            </span>
          </Link>
        );
      })}
      <Link
        to={paths.modal(location, 'profile')}
        className={classes.mobileItem}
        data-active={profileActive || undefined}
        aria-label={t('nav.profile')}
        data-testid="mobile-nav-profile"
      >
        <span className={classes.mobileIcon}>
          <UserAvatar path={user.avatarPath} name={user.name} size={AVATAR_SIZE.header} />
        </span>
        <span className={classes.mobileLabel} aria-hidden>
          {t('guidance.mobileNav.profile')}
        </span>
      </Link>
    </nav>
  );
}
