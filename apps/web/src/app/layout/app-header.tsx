import { AVATAR_SIZE, formatCounter } from '@larder/contract';
import { Badge, Image } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PauseMenu } from '@/features/pause/components/pause-control';
import { useTranslation } from '@/i18n/react';
import { UserAvatar } from '@/shared/components/user-avatar';
import { usePartnerConfig } from '@/shared/config/partner-config-context';
import { paths } from '@/shared/paths';
import { LanguageSelect } from '@/shared/session/components/language-select';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useWidthRange } from '@/shared/ssr/server-markup';
import { EstablishmentBlock } from './establishment-block';
import classes from './layout.module.css';
import { NAV_ICONS } from './nav-icons';
import { buildNavItems, isNavTargetActive, type NavItem } from './nav-items';

/**
 * Below 1440 px the header tightens (tabs without icons, the language as its code, the avatar
 * without the name) so the establishment's name stays whole beside the tabs, the orders badge and
 * "Paused until 14:30", down to the mobile breakpoint.
 */
const HEADER_COMPACT = { maxWidth: 1439 };
/** Below this the pause menu is an icon: its label would squeeze the establishment's name. */
const ROOM_FOR_PAUSE_LABEL = { minWidth: 1400 };

export interface NavBadges {
  /** Orders waiting for approval (docs/product.md#header-and-navigation); no badge at 0. */
  waitingOrders: number;
}

/** The desktop header (above 1080 px): establishment, tabs per role, support, language, profile. */
export function AppHeader({ badges }: { badges: NavBadges }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, vendorId } = useVendorSession();
  const { logo, platformName } = usePartnerConfig();
  const items = buildNavItems(user.role, vendorId, location);
  const profileActive = isNavTargetActive(location, { pathname: location.pathname, view: 'profile' });
  const compact = useWidthRange(HEADER_COMPACT);
  const roomForPauseLabel = useWidthRange(ROOM_FOR_PAUSE_LABEL);

  return (
    <header
      className={compact ? `${classes.header} ${classes.headerCompact}` : classes.header}
      data-testid="app-header"
    >
      <div className={classes.headerInner}>
        <div className={classes.headerStart}>
          {logo && (
            <Link to={paths.orders(vendorId)} className={classes.logo} aria-label={platformName}>
              <Image src={logo} alt="" w={32} h={32} />
            </Link>
          )}
          <EstablishmentBlock />
        </div>
        <nav className={classes.headerNav} aria-label={t('nav.main')}>
          {items.map((item) => (
            <HeaderTab
              key={item.key}
              item={item}
              active={isNavTargetActive(location, item.target)}
              badges={badges}
            />
          ))}
        </nav>
        <div className={classes.headerEnd}>
          <PauseMenu compact={!roomForPauseLabel} />
          <LanguageSelect compact={compact} />
          <Link
            to={paths.modal(location, 'profile')}
            className={classes.profileLink}
            aria-label={t('nav.profile')}
            data-active={profileActive || undefined}
            data-testid="profile-link"
          >
            <UserAvatar path={user.avatarPath} name={user.name} size={AVATAR_SIZE.header} />
            {!compact && <span>{user.firstName.trim() || user.name}</span>}
          </Link>
        </div>
      </div>
    </header>
  );
}

function HeaderTab({ item, active, badges }: { item: NavItem; active: boolean; badges: NavBadges }) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[item.key];
  const count = item.key === 'orders' ? badges.waitingOrders : 0;
  return (
    <Link
      to={item.href}
      className={classes.tab}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${item.key}`}
    >
      <Icon size={18} stroke={1.7} aria-hidden className={classes.tabIcon} />
      <span>{t(`nav.${item.key}`)}</span>
      {count > 0 && (
        <Badge
          size="sm"
          color="red"
          variant="filled"
          radius="xl"
          data-testid="orders-badge"
          aria-label={t('nav.waitingOrders', { count })}
        >
          {formatCounter(count)}
        </Badge>
      )}
    </Link>
  );
}
