import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, makeUser, makeVendor, makeVendorParams } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Leaflet needs a real layout engine; the map itself is exercised in e2e/onboarding.e2e.ts.
vi.mock('@/features/account/components/address-map', () => ({
  default: () => <div data-testid="address-map" />,
}));

const zone = [
  { latitude: 40.7003, longitude: -74.0201 },
  { latitude: 40.7527, longitude: -74.0095 },
  { latitude: 40.7644, longitude: -73.9729 },
  { latitude: 40.7106, longitude: -73.9747 },
];
const owner = makeUser('VENDOR_OWNER', { account: makeAccount({ vendors: [makeVendor()] }) });
const components = {
  route: 'Broadway',
  streetNumber: '1',
  locality: 'New York',
  postalTown: null,
  administrativeAreaLevel2: 'New York County',
  country: 'United States',
};
const broadway = {
  formattedAddress: 'Broadway, 1, New York, United States',
  latitude: 40.73,
  longitude: -73.99,
  components,
};
const abroad = {
  ...broadway,
  formattedAddress: 'Main Street, 5, Toronto, Canada',
  latitude: 43.65,
  longitude: -79.38,
};

function open(geocoder: boolean) {
  return renderApp('/vendor/1/account?view=edit-vendor-address', {
    user: owner,
    api: {
      'GET vendor/params': {
        body: makeVendorParams({ deliveryParams: { deliveryZone: zone }, map: { tileUrl: '', geocoder } }),
      },
      'GET vendor/geocode': { body: { results: [broadway, abroad] } },
      'PUT vendor/users/me/vendors/1/location': { body: makeVendor() },
    },
  });
}

async function addressModal() {
  const modal = await screen.findByTestId('edit-vendor-address-modal');
  await within(modal).findByTestId('address-name');
  return modal;
}

describe('edit-vendor-address', () => {
  it('disables save without a name or a place', async () => {
    open(false);
    const modal = await addressModal();
    expect(within(modal).getByTestId('address-search-off')).toBeTruthy();
    fireEvent.change(within(modal).getByTestId('address-name'), { target: { value: 'Broadway 1' } });
    expect((within(modal).getByTestId('address-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a search result inside the zone fills the address and the place; saving sends its four parts', async () => {
    const app = open(true);
    const modal = await addressModal();
    fireEvent.change(within(modal).getByTestId('address-search'), { target: { value: 'broadway' } });
    fireEvent.click(await screen.findByRole('option', { name: broadway.formattedAddress }));
    expect((within(modal).getByTestId('address-name') as HTMLInputElement).value).toBe(
      broadway.formattedAddress,
    );
    expect(within(modal).getByTestId('address-point').textContent).toBe('40.73000, -73.99000');
    fireEvent.click(within(modal).getByTestId('address-save'));
    await waitFor(() =>
      expect(app.server.callsTo('PUT', 'vendor/users/me/vendors/1/location')).toHaveLength(1),
    );
    expect(app.server.callsTo('PUT', 'vendor/users/me/vendors/1/location')[0]?.body).toEqual({
      address: broadway.formattedAddress,
      street: 'Broadway',
      houseNumber: '1',
      city: 'New York',
      country: 'United States',
      latitude: 40.73,
      longitude: -73.99,
    });
  });

  it('ignores a search result outside the zone', async () => {
    open(true);
    const modal = await addressModal();
    fireEvent.change(within(modal).getByTestId('address-search'), { target: { value: 'main street' } });
    fireEvent.click(await screen.findByRole('option', { name: abroad.formattedAddress }));
    const outside = await within(modal).findByTestId('address-outside');
    expect(within(modal).getByTestId('address-point').textContent).toBe('No place on the map yet');
    // Below the map: a warning above it would push the map down under the user's next click.
    const map = within(modal).getByTestId('address-map');
    expect(map.compareDocumentPosition(outside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
