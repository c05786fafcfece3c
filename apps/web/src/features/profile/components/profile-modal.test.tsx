import { TIMINGS_MS } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const wrongPassword = {
  status: 400,
  body: { code: 'WrongPassword', message: 'The current password is wrong' },
};

async function openProfile(api = {}) {
  const user = makeUser('VENDOR_OWNER', { email: 'olivia@trattoria.example' });
  const app = renderApp('/vendor/1/orders?view=profile', { user, api });
  const modal = await screen.findByTestId('profile-modal');
  await within(modal).findByRole('heading', { name: 'Olivia' });
  return { app, modal, user };
}

function fillPasswordForm(current: string, next: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('profile modal', () => {
  it('shows the user, their e-mail, the password row and the logout button', async () => {
    const { modal } = await openProfile();
    expect(within(modal).getByText('Olivia Owner')).toBeTruthy();
    expect(within(modal).getByText('Owner')).toBeTruthy();
    expect(within(modal).getByText('olivia@trattoria.example')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(within(modal).getByTestId('logout-button')).toBeTruthy();
  });

  it('reaches the password modal with the pencil and comes back with the back button', async () => {
    const { app } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(app.location().search).toBe('?view=edit-account-password');
    const modal = await screen.findByTestId('edit-account-password-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Back' }));
    expect(app.location().search).toBe('?view=profile');
    expect(await screen.findByTestId('profile-modal')).toBeTruthy();
  });

  it('checks the new password before sending anything', async () => {
    const { app } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByTestId('edit-account-password-modal');
    fillPasswordForm('Demo1234', 'Better1234', 'Better12345');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fillPasswordForm('Demo1234', 'short', 'short');
    expect(
      await screen.findByText(/At least 8 Latin letters and digits/, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeTruthy();
    expect(app.server.callsTo('POST', 'vendor/users/me/changePassword')).toHaveLength(0);
  });

  it('says the current password was entered incorrectly, for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openProfile({ 'POST vendor/users/me/changePassword': wrongPassword });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByTestId('edit-account-password-modal');
    fillPasswordForm('Wrong1234', 'Better1234', 'Better1234');

    const message = 'Current password was entered incorrectly';
    expect(await screen.findByText(message)).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS_MS.passwordError - 100));
    expect(screen.getByText(message)).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('changes the password, confirms it and returns to the profile', async () => {
    const { app } = await openProfile({ 'POST vendor/users/me/changePassword': { body: { ok: true } } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByTestId('edit-account-password-modal');
    fillPasswordForm('Demo1234', 'Better1234', 'Better1234');

    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(app.location().search).toBe('?view=profile');
    expect(app.server.callsTo('POST', 'vendor/users/me/changePassword')[0]?.body).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Better1234',
      verifyNewPassword: 'Better1234',
    });
  });

  it('changes the e-mail and shows the new one in the profile', async () => {
    const { app, user } = await openProfile({
      'POST vendor/users/me/changeEmail': (request: FakeRequest) => ({
        body: { ...makeUser('VENDOR_OWNER'), email: (request.body as { email: string }).email },
      }),
    });
    expect(user.email).toBe('olivia@trattoria.example');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const modal = await screen.findByTestId('edit-account-email-modal');
    fireEvent.change(within(modal).getByLabelText('New e-mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'Demo1234' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('incorrect e-mail')).toBeTruthy();

    fireEvent.change(within(modal).getByLabelText('New e-mail'), {
      target: { value: 'chef@trattoria.example' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail changed successfully')).toBeTruthy();
    expect(app.location().search).toBe('?view=profile');
    expect(
      await within(await screen.findByTestId('profile-modal')).findByText('chef@trattoria.example'),
    ).toBeTruthy();
  });

  it('reads "incorrect e-mail" for a blank new e-mail too, and checks the fields as the user types after', async () => {
    const { app } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const modal = await screen.findByTestId('edit-account-email-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('incorrect e-mail')).toBeTruthy();
    expect(within(modal).getByText('This field is required')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'Demo1234' } });
    await waitFor(() => expect(within(modal).queryByText('This field is required')).toBeNull());
    expect(within(modal).getByText('incorrect e-mail')).toBeTruthy();
    expect(app.server.callsTo('POST', 'vendor/users/me/changeEmail')).toHaveLength(0);
  });

  it('tells the user when the new e-mail is taken', async () => {
    await openProfile({
      'POST vendor/users/me/changeEmail': {
        status: 409,
        body: { code: 'AlreadyExistsException', message: 'Taken' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const modal = await screen.findByTestId('edit-account-email-modal');
    fireEvent.change(within(modal).getByLabelText('New e-mail'), { target: { value: 'taken@example.com' } });
    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'Demo1234' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('User with this email already exists')).toBeTruthy();
  });

  it('logs out and goes to /auth', async () => {
    const { app } = await openProfile({ 'GET vendor/auth/logout': { body: { ok: true } } });
    fireEvent.click(screen.getByTestId('logout-button'));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(app.location().pathname).toBe('/auth');
    expect(app.server.callsTo('GET', 'vendor/auth/logout')).toHaveLength(1);
  });

  it('switches the UI language and saves it to the profile', async () => {
    const { app } = await openProfile({
      'PATCH vendor/users/me': { body: { ...makeUser('VENDOR_OWNER'), langCode: 'ru' } },
    });
    fireEvent.click(within(screen.getByTestId('app-header')).getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Русский' }));
    await waitFor(() => expect(screen.getByTestId('nav-orders').textContent).toContain('Заказы'));
    expect(app.server.callsTo('PATCH', 'vendor/users/me')[0]?.body).toEqual({ langCode: 'ru' });
    expect(app.i18n.language).toBe('ru');
  });
});
