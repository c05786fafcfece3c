import { Image } from '@mantine/core';
import { Link } from 'react-router';
import { PauseMenu } from '@/features/pause/components/pause-control';
import { usePartnerConfig } from '@/shared/config/partner-config-context';
import { paths } from '@/shared/paths';
import { LanguageSelect } from '@/shared/session/components/language-select';
import { useVendorSession } from '@/shared/session/vendor-context';
import { EstablishmentBlock } from './establishment-block';
import classes from './layout.module.css';

/** A slim bar at mobile width: which establishment this is and whether it is open. */
export function MobileTopBar() {
  const { logo, platformName } = usePartnerConfig();
  const { vendorId } = useVendorSession();
  return (
    <div className={classes.mobileTop}>
      {logo && (
        <Link to={paths.orders(vendorId)} className={classes.logo} aria-label={platformName}>
          <Image src={logo} alt="" w={28} h={28} />
        </Link>
      )}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flex: 1 }}>
        <EstablishmentBlock compact />
        <PauseMenu compact />
      </div>
      <LanguageSelect compact />
    </div>
  );
}
