import type { Role } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { STAFF_PATH, staff } from '../test-fixtures';

const firstLoad = { timeout: 10_000 };
const twoLocations = (role: Role) =>
  makeUser(role, {
    id: role === 'VENDOR_OWNER' ? 100 : 101,
    account: makeAccount({ vendors: [makeVendor(), makeVendor({ id: 2, name: 'Bella Riverside' })] }),
  });

async function openProfile(role: Role, employee = staff.worker) {
  const app = renderApp(`/vendor/1/employees?view=employee-profile&id=${employee.id}`, {
    user: twoLocations(role),
    api: {
      [`GET ${STAFF_PATH}`]: { body: [] },
      [`GET ${STAFF_PATH}/${employee.id}`]: { body: employee },
      [`GET ${STAFF_PATH}/${employee.id}/locations`]: { body: { vendorIds: [1] } },
      [`PUT ${STAFF_PATH}/${employee.id}/locations`]: (request) => ({ body: request.body }),
    },
  });
  const modal = await screen.findByTestId('employee-profile-modal', {}, firstLoad);
  await within(modal).findByRole('heading', { name: employee.name }, firstLoad);
  return { ...app, modal };
}

describe('the locations an employee works at', () => {
  it('lets the owner tick another location and save', async () => {
    const { modal, server } = await openProfile('VENDOR_OWNER');
    const section = await within(modal).findByTestId('employee-locations', {}, firstLoad);
    const save = within(section).getByTestId('employee-locations-save');
    expect(save.hasAttribute('disabled')).toBe(true);
    expect((within(section).getByTestId('employee-location-1') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(section).getByTestId('employee-location-2'));
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(server.callsTo('PUT', `${STAFF_PATH}/${staff.worker.id}/locations`)[0]?.body).toEqual({
        vendorIds: [1, 2],
      }),
    );
    expect(await within(section).findByRole('status')).toBeTruthy();
  });

  it('offers no choice for an owner, who works at every location', async () => {
    const { modal } = await openProfile('VENDOR_OWNER', staff.otherOwner);
    expect(within(modal).queryByTestId('employee-locations')).toBeNull();
  });

  it('offers no choice to a manager', async () => {
    const { modal } = await openProfile('VENDOR_MANAGER');
    expect(within(modal).queryByTestId('employee-locations')).toBeNull();
  });
});
