import type { Employee, Role } from '@larder/contract';
import { TIMINGS_MS } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { STAFF_PATH, staff } from '../test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  // jsdom has no clipboard; the copy test lends one.
  Reflect.deleteProperty(navigator, 'clipboard');
});

// The first render loads the lazy modal and its data; on a busy machine that takes more than a second.
const firstLoad = { timeout: 10_000 };

const viewer: Record<Role, ReturnType<typeof makeUser>> = {
  VENDOR_OWNER: makeUser('VENDOR_OWNER', { id: 100 }),
  VENDOR_MANAGER: makeUser('VENDOR_MANAGER', { id: 101 }),
  VENDOR_WORKER: makeUser('VENDOR_WORKER', { id: 102 }),
};

async function openProfile(as: Role, employee: Employee, api = {}) {
  const app = renderApp(`/vendor/1/employees?view=employee-profile&id=${employee.id}`, {
    user: viewer[as],
    api: {
      [`GET ${STAFF_PATH}`]: { body: [] },
      [`GET ${STAFF_PATH}/${employee.id}`]: { body: employee },
      ...api,
    },
  });
  const modal = await screen.findByTestId('employee-profile-modal', {}, firstLoad);
  await within(modal).findByRole('heading', { name: employee.name }, firstLoad);
  return { app, modal };
}

const buttons = (modal: HTMLElement) =>
  ['Edit', 'Block', 'Activate', 'Reset password', 'Log out'].filter(
    (name) => within(modal).queryByRole('button', { name }) !== null,
  );

describe('employee profile: which buttons show for whom', () => {
  it.each([
    ['VENDOR_OWNER', 'own profile', ['Edit', 'Log out'], staff.owner],
    ['VENDOR_OWNER', 'another owner', ['Edit', 'Block', 'Reset password'], staff.otherOwner],
    ['VENDOR_OWNER', 'a manager', ['Edit', 'Block', 'Reset password'], staff.manager],
    ['VENDOR_OWNER', 'a worker', ['Edit', 'Block', 'Reset password'], staff.worker],
    ['VENDOR_MANAGER', 'own profile', ['Edit', 'Log out'], staff.manager],
    ['VENDOR_MANAGER', 'an owner', [], staff.owner],
    ['VENDOR_MANAGER', 'a worker', ['Edit', 'Block', 'Reset password'], staff.worker],
    [
      'VENDOR_OWNER',
      'a blocked worker',
      ['Edit', 'Activate', 'Reset password'],
      { ...staff.worker, blocked: true },
    ],
  ] as const)('%s looking at %s sees %j', async (as, _who, expected, employee) => {
    const { modal } = await openProfile(as, employee);
    expect(buttons(modal)).toEqual(expected);
  });
});

describe('block and activate', () => {
  it('asks first, blocks, shows the result and proceeds back to the profile', async () => {
    const blocked = { ...staff.worker, blocked: true, blockedAt: '2026-03-01T12:00:00Z' };
    const { app, modal } = await openProfile('VENDOR_MANAGER', staff.worker, {
      [`POST ${STAFF_PATH}/102/block`]: { body: blocked },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText("Are you sure you want to block this user's profile?")).toBeTruthy();
    expect(app.server.callsTo('POST', `${STAFF_PATH}/102/block`)).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('employee-confirm')).getByRole('button', { name: 'Block' }));
    const result = await screen.findByTestId('employee-result');
    expect(within(result).getByText(/Walter Worker is blocked/)).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('cancel sends nothing', async () => {
    const { app, modal } = await openProfile('VENDOR_OWNER', { ...staff.worker, blocked: true });
    fireEvent.click(within(modal).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText("Are you sure you want to activate this user's profile?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(app.server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('shows the new password once, copyable, with 300 ms of copied feedback', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { modal } = await openProfile('VENDOR_OWNER', staff.manager, {
      [`POST ${STAFF_PATH}/101/reset-password`]: {
        body: { email: staff.manager.email, password: 'Xy7kPq2mRt9wZa' },
      },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reset password' }));
    fireEvent.click(
      within(await screen.findByTestId('employee-confirm')).getByRole('button', { name: 'Reset password' }),
    );
    const result = await screen.findByTestId('employee-result');
    expect(within(result).getByTestId('one-time-password-value').textContent).toBe('Xy7kPq2mRt9wZa');
    expect(within(result).getByText(staff.manager.email)).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: false });
    // The clipboard answers asynchronously; the mark shows once it has.
    await act(async () => {
      fireEvent.click(within(result).getByRole('button', { name: 'Copy the password' }));
    });
    expect(writeText).toHaveBeenCalledWith('Xy7kPq2mRt9wZa');
    expect(within(result).getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS_MS.copyFeedback - 1));
    expect(within(result).getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(result).getByRole('button', { name: 'Copy the password' })).toBeTruthy();
  });
});

async function fill(modal: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = await within(modal).findByLabelText(label, { exact: false }, firstLoad);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
}

describe('add employee', () => {
  it('an owner chooses the role; the result shows the password and proceed closes', async () => {
    let sent: unknown;
    const app = renderApp('/vendor/1/employees?view=add-employee', {
      user: viewer.VENDOR_OWNER,
      api: {
        [`GET ${STAFF_PATH}`]: { body: [] },
        [`POST ${STAFF_PATH}`]: (request: FakeRequest) => {
          sent = request.body;
          return { status: 201, body: { id: 200, email: 'nina@example.com', password: 'Ab3dEf6hJk8mNp' } };
        },
      },
    });
    const modal = await screen.findByTestId('add-employee-modal', {}, firstLoad);
    const submit = await within(modal).findByRole('button', { name: 'Add' }, firstLoad);
    expect(submit.hasAttribute('disabled')).toBe(true);
    await fill(modal, { 'Full name': 'Nina New', 'E-mail': 'nina@example.com', Phone: '+44 20 7946 0958' });
    expect(within(modal).getAllByLabelText('Choose a role', { exact: false }).length).toBeGreaterThan(0);
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    const password = await within(modal).findByTestId('one-time-password-value');
    expect(password.textContent).toBe('Ab3dEf6hJk8mNp');
    expect(sent).toEqual({
      name: 'Nina New',
      position: null,
      email: 'nina@example.com',
      phone: '442079460958',
      role: 'VENDOR_MANAGER',
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('a manager adds only workers: the role reads Worker', async () => {
    renderApp('/vendor/1/employees?view=add-employee', {
      user: viewer.VENDOR_MANAGER,
      api: { [`GET ${STAFF_PATH}`]: { body: [] } },
    });
    const modal = await screen.findByTestId('add-employee-modal', {}, firstLoad);
    const role = (await within(modal).findByLabelText('Role', {}, firstLoad)) as HTMLInputElement;
    expect(role.value).toBe('Worker');
    expect(within(modal).queryByLabelText('Choose a role', { exact: false })).toBeNull();
  });

  it('flags a name of four words and a short phone, and keeps save disabled', async () => {
    renderApp('/vendor/1/employees?view=add-employee', {
      user: viewer.VENDOR_OWNER,
      api: { [`GET ${STAFF_PATH}`]: { body: [] } },
    });
    const modal = await screen.findByTestId('add-employee-modal', {}, firstLoad);
    await fill(modal, {
      'Full name': 'Anna Maria de Smith',
      'E-mail': 'anna@example.com',
      Phone: '+1234567890',
    });
    expect(await within(modal).findByText('The full name must be at most 3 words')).toBeTruthy();
    expect(within(modal).getByText('Invalid phone number')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows a field's message once the user has left it, not before", async () => {
    renderApp('/vendor/1/employees?view=add-employee', {
      user: viewer.VENDOR_OWNER,
      api: { [`GET ${STAFF_PATH}`]: { body: [] } },
    });
    const modal = await screen.findByTestId('add-employee-modal', {}, firstLoad);
    const name = await within(modal).findByLabelText('Full name', { exact: false }, firstLoad);
    fireEvent.focus(name);
    expect(within(modal).queryByText('This field is required')).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
    fireEvent.blur(name);
    expect(await within(modal).findByText('This field is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Nina New' } });
    await waitFor(() => expect(within(modal).queryByText('This field is required')).toBeNull());
  });

  it('says that a user with this e-mail already exists', async () => {
    renderApp('/vendor/1/employees?view=add-employee', {
      user: viewer.VENDOR_OWNER,
      api: {
        [`GET ${STAFF_PATH}`]: { body: [] },
        [`POST ${STAFF_PATH}`]: {
          status: 409,
          body: { code: 'AlreadyExistsException', message: 'User with this email already exists' },
        },
      },
    });
    const modal = await screen.findByTestId('add-employee-modal', {}, firstLoad);
    await fill(modal, { 'Full name': 'Nina New', 'E-mail': 'taken@example.com' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Add' }));
    expect(await within(modal).findByText('User with this email already exists')).toBeTruthy();
  });
});

describe('edit employee', () => {
  it('is disabled until something changes, saves and returns to the profile', async () => {
    let sent: unknown;
    const app = renderApp('/vendor/1/employees?view=edit-employee&id=102', {
      user: viewer.VENDOR_MANAGER,
      api: {
        [`GET ${STAFF_PATH}`]: { body: [] },
        [`GET ${STAFF_PATH}/102`]: { body: staff.worker },
        [`PUT ${STAFF_PATH}/102`]: (request: FakeRequest) => {
          sent = request.body;
          return { body: { ...staff.worker, position: 'Cook' } };
        },
      },
    });
    const modal = await screen.findByTestId('edit-employee-modal', {}, firstLoad);
    const save = await within(modal).findByRole('button', { name: 'Save' }, firstLoad);
    expect(save.hasAttribute('disabled')).toBe(true);
    await fill(modal, { Position: 'Cook' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await fill(modal, { Position: '' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    await fill(modal, { Position: 'Cook' });
    fireEvent.click(save);
    await waitFor(() => expect(app.location().search).toBe('?view=employee-profile&id=102'));
    expect(sent).toMatchObject({ position: 'Cook', role: 'VENDOR_WORKER' });
  });
});

describe('avatar', () => {
  it('is changed from the profile by those who may edit; removing it sends null', async () => {
    let sent: unknown;
    const { modal } = await openProfile(
      'VENDOR_OWNER',
      { ...staff.worker, avatarPath: '/api/images/a.webp' },
      {
        [`PATCH ${STAFF_PATH}/102`]: (request: FakeRequest) => {
          sent = request.body;
          return { body: staff.worker };
        },
      },
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Change photo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(sent).toEqual({ avatarPath: null }));
    expect(await screen.findByRole('button', { name: 'Change photo' })).toBeTruthy();
  });

  it('is not offered to a manager looking at an owner', async () => {
    const { modal } = await openProfile('VENDOR_MANAGER', staff.owner);
    expect(within(modal).queryByRole('button', { name: 'Change photo' })).toBeNull();
  });
});
