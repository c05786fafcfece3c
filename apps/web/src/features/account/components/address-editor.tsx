import {
  type AddressParts,
  ERROR_CODES,
  type GeocodeResult,
  type GeoPoint,
  isCompleteAddress,
  isInsideZone,
  partsFromGeocoded,
  splitAddress,
} from '@larder/contract';
import { Alert, Autocomplete, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { CenteredSpinner } from '@/shared/components/spinner';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { useVendorParams } from '@/shared/params/api/get-vendor-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { reverseGeocode, useSearchAddress } from '../api/geocode';
import { useSetVendorLocation } from '../api/set-vendor-location';

// Leaflet is loaded only by the screens that show a map.
const AddressMap = lazy(() => import('./address-map'));

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The address on a map (docs/product.md#the-vendor-profile-and-address): search through our geocoder, or
 * click inside the delivery zone; the text is split into its four parts (or fills them all); save needs a
 * text and a point.
 */
export function AddressEditor({
  zoom,
  onSaved,
  saveLabel,
}: {
  zoom: number;
  onSaved: () => void | Promise<void>;
  saveLabel?: ReactNode;
}) {
  const { t } = useTranslation();
  const { vendor, vendorId } = useVendorSession();
  const params = useVendorParams();
  const save = useSetVendorLocation(vendorId);
  const button = useButtonState();
  const { warn, warningModal } = useWarning();

  const [text, setText] = useState(vendor.location?.address ?? '');
  const [parts, setParts] = useState<AddressParts>(() =>
    vendor.location ? vendor.location : splitAddress(''),
  );
  const [point, setPoint] = useState<GeoPoint | null>(
    vendor.location ? { latitude: vendor.location.latitude, longitude: vendor.location.longitude } : null,
  );
  const [focusKey, setFocusKey] = useState(0);
  const [outside, setOutside] = useState(false);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const zone = params.data?.deliveryParams.deliveryZone ?? [];
  const geocoder = params.data?.map.geocoder ?? false;
  // The view the map last settled on biases the next search; panning alone asks the geocoder nothing.
  const viewbox = useRef<string | null>(null);
  const [query, setQuery] = useState<{ text: string; viewbox: string | null }>({ text: '', viewbox: null });
  useEffect(() => setQuery({ text: debouncedSearch, viewbox: viewbox.current }), [debouncedSearch]);
  const results = useSearchAddress(query.text, query.viewbox, geocoder);
  const rememberView = useCallback((box: string) => {
    viewbox.current = box;
  }, []);
  const found = results.data?.results ?? [];

  const fillFromResult = useCallback((result: GeocodeResult) => {
    setText(result.formattedAddress);
    setParts(partsFromGeocoded(result.formattedAddress, result.components));
  }, []);

  const pick = useCallback(
    (picked: GeoPoint) => {
      setOutside(false);
      setPoint(picked);
      if (!geocoder) return;
      // The address at the point fills the text; if it cannot be found the user types it.
      reverseGeocode(picked.latitude, picked.longitude)
        .then((answer) => {
          const [first] = answer.results;
          if (first) fillFromResult(first);
        })
        .catch(() => {});
    },
    [geocoder, fillFromResult],
  );
  const markOutside = useCallback(() => setOutside(true), []);

  const chooseSearchResult = (label: string) => {
    const result = found.find((r) => r.formattedAddress === label);
    if (!result) return;
    const at = { latitude: result.latitude, longitude: result.longitude };
    if (!isInsideZone(at, zone)) {
      setOutside(true);
      return;
    }
    setOutside(false);
    setPoint(at);
    setFocusKey((key) => key + 1);
    fillFromResult(result);
  };

  const canSave = text.trim() !== '' && point !== null;

  const submit = async () => {
    if (!canSave || !point) return;
    const address = text.trim();
    const { street, houseNumber, city, country } = isCompleteAddress(parts) ? parts : splitAddress(address);
    try {
      await button.run(() => save.mutateAsync({ address, street, houseNumber, city, country, ...point }));
      await onSaved();
    } catch (error) {
      if (isApiError(error, ERROR_CODES.outsideDeliveryZone)) setOutside(true);
      else warn();
    }
  };

  if (params.isPending) return <CenteredSpinner />;

  return (
    <Stack gap="sm">
      {geocoder ? (
        <Autocomplete
          label={t('vendorProfile.address.search')}
          placeholder={t('vendorProfile.address.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={results.isFetching ? <Loader size={14} /> : null}
          data={[...new Set(found.map((r) => r.formattedAddress))]}
          value={search}
          onChange={setSearch}
          onOptionSubmit={chooseSearchResult}
          filter={({ options }) => options}
          data-testid="address-search"
        />
      ) : (
        <Text size="sm" c="dimmed" data-testid="address-search-off">
          {t('vendorProfile.address.searchOff')}
        </Text>
      )}
      <TextInput
        label={t('vendorProfile.address.name')}
        description={t('vendorProfile.address.nameHint')}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setParts(splitAddress(value));
        }}
        data-testid="address-name"
      />
      <Suspense fallback={<CenteredSpinner />}>
        <AddressMap
          zone={zone}
          point={point}
          zoom={zoom}
          tileUrl={params.data?.map.tileUrl ?? ''}
          onPick={pick}
          onOutside={markOutside}
          focusKey={focusKey}
          onViewChange={geocoder ? rememberView : undefined}
        />
      </Suspense>
      {/* Under the map, not above it: appearing there would move the map under the next click. */}
      {outside && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="address-outside"
        >
          {t('vendorProfile.address.outside')}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="address-point">
          {point
            ? `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`
            : t('vendorProfile.address.noPoint')}
        </Text>
        <StateButton
          state={button.state}
          disabled={!canSave}
          onClick={() => void submit()}
          data-testid="address-save"
        >
          {saveLabel ?? t('common.save')}
        </StateButton>
      </Group>
      {warningModal}
    </Stack>
  );
}
