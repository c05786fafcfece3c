import { ALL_LOCATIONS } from '@larder/contract';
import { NativeSelect } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { buildSearch, paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';

/**
 * Whether the page reads every location the user works at (`?locations=all`); only someone who
 * works at more than one has the choice.
 */
export function useAllLocations(): boolean {
  const [searchParams] = useSearchParams();
  const { account } = useVendorSession();
  return account.vendors.length > 1 && searchParams.get('locations') === ALL_LOCATIONS;
}

/** The names of the user's locations, by id. */
export function useLocationNames(): ReadonlyMap<number, string> {
  const { account } = useVendorSession();
  return new Map(account.vendors.map((vendor) => [vendor.id, vendor.name]));
}

/**
 * "All locations" beside each location (docs/product.md#header-and-navigation): a location is the
 * same page at its address, All keeps this one's and adds `locations=all`. A native select: the
 * statistics page carries no floating overlays.
 */
export function LocationScopeSelect() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { account, vendorId } = useVendorSession();
  const all = useAllLocations();
  if (account.vendors.length < 2) return null;
  const choose = (value: string) => {
    // A modal over the page names this location's order: it stays behind.
    const closed = { view: null, order: null } as const;
    if (value === ALL_LOCATIONS) {
      void navigate({
        pathname: location.pathname,
        search: buildSearch(location.search, { ...closed, locations: ALL_LOCATIONS }),
      });
    } else {
      void navigate({
        pathname: paths.atLocation(location, value),
        search: buildSearch(location.search, { ...closed, locations: null }),
      });
    }
  };
  return (
    <NativeSelect
      label={t('locations.filterLabel')}
      value={all ? ALL_LOCATIONS : String(vendorId)}
      onChange={(event) => choose(event.currentTarget.value)}
      data={[
        { value: ALL_LOCATIONS, label: t('locations.all') },
        ...account.vendors.map((vendor) => ({ value: String(vendor.id), label: vendor.name })),
      ]}
      w={{ base: '100%', xs: 220 }}
      data-testid="location-scope"
    />
  );
}
