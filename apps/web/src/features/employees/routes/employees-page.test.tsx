import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { STAFF_PATH, staff } from '../test-fixtures';

// The first render loads the lazy page and its data; on a busy machine that takes more than a second.
const firstLoad = { timeout: 10_000 };

function listing(request: FakeRequest) {
  const rows =
    request.query.get('status') === 'BLOCKED'
      ? [{ ...staff.worker, blocked: true }]
      : [staff.owner, staff.manager];
  const role = request.query.get('role');
  const search = request.query.get('search')?.toLowerCase();
  return {
    body: rows.filter(
      (row) => (!role || row.role === role) && (!search || row.name.toLowerCase().includes(search)),
    ),
  };
}

describe('employees page', () => {
  it('lists active staff of every role, and switches to the blocked tab', async () => {
    const app = renderApp('/vendor/1/employees', {
      user: makeUser('VENDOR_OWNER'),
      api: { [`GET ${STAFF_PATH}`]: listing },
    });
    const list = await screen.findByTestId('employee-list', {}, firstLoad);
    expect(within(list).getByText('Olivia Owner')).toBeTruthy();
    expect(within(list).getByText('Mark Manager')).toBeTruthy();
    expect(app.server.callsTo('GET', STAFF_PATH)[0]!.query.get('status')).toBe('ACTIVE');
    expect(app.server.callsTo('GET', STAFF_PATH)[0]!.query.has('role')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Blocked' }));
    expect(await screen.findByText('Walter Worker')).toBeTruthy();
    expect(app.server.callsTo('GET', STAFF_PATH).at(-1)!.query.get('status')).toBe('BLOCKED');
  });

  it('filters by role, with an all-roles option, and searches', async () => {
    const app = renderApp('/vendor/1/employees', {
      user: makeUser('VENDOR_OWNER'),
      api: { [`GET ${STAFF_PATH}`]: listing },
    });
    await screen.findByTestId('employee-list', {}, firstLoad);
    fireEvent.click(screen.getAllByLabelText('Role')[0]!);
    expect(await screen.findByRole('option', { name: 'All roles' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(screen.queryByText('Olivia Owner')).toBeNull());
    expect(app.server.callsTo('GET', STAFF_PATH).at(-1)!.query.get('role')).toBe('VENDOR_MANAGER');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('Nobody matches the filter')).toBeTruthy();
    expect(app.server.callsTo('GET', STAFF_PATH).at(-1)!.query.get('search')).toBe('nobody');
  });

  it('opens an employee’s profile with the id in the URL', async () => {
    const app = renderApp('/vendor/1/employees', {
      user: makeUser('VENDOR_OWNER'),
      api: { [`GET ${STAFF_PATH}`]: listing, [`GET ${STAFF_PATH}/101`]: { body: staff.manager } },
    });
    fireEvent.click(await screen.findByTestId('employee-101', {}, firstLoad));
    expect(app.location().search).toBe('?id=101&view=employee-profile');
    const modal = await screen.findByTestId('employee-profile-modal');
    expect(await within(modal).findByText('Shift lead')).toBeTruthy();
    expect(within(modal).getByText('+442079460958')).toBeTruthy();
  });
});
