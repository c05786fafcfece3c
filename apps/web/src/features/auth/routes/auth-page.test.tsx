import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { FakeWebSocket } from '@/test/fake-socket';
import { makeActiveOrders, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TOKEN = 'a'.repeat(32);

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('says "Incorrect e-mail or password" when the server refuses the credentials', async () => {
    const app = renderApp('/auth', {
      api: { 'POST vendor/auth/login': { status: 401, body: { code: 'BadCredentials', message: 'Bad' } } },
    });
    await screen.findByLabelText('E-mail');
    signIn('owner@demo.larder.app', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect e-mail or password');
    expect(app.location().pathname).toBe('/auth');
  });

  it('tells a blocked employee the account is blocked and whom to ask', async () => {
    renderApp('/auth', {
      api: {
        'POST vendor/auth/login': { status: 401, body: { code: 'AccountBlocked', message: 'Blocked' } },
      },
    });
    await screen.findByLabelText('E-mail');
    signIn('worker@demo.larder.app', 'Demo1234');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account is blocked. Ask the owner of your establishment to unblock it.',
    );
  });

  it('signs in and opens the first vendor’s orders', async () => {
    const user = makeUser();
    const app = renderApp('/auth', { api: { 'POST vendor/auth/login': { body: user } } });
    await screen.findByLabelText('E-mail');
    signIn(' owner@demo.larder.app ', 'Demo1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Active orders' })).toBeTruthy();
    expect(app.location().pathname).toBe('/vendor/1/orders');
    expect(app.server.callsTo('POST', 'vendor/auth/login')[0]?.body).toEqual({
      email: 'owner@demo.larder.app',
      password: 'Demo1234',
    });
  });

  it('asks for both fields before sending anything', async () => {
    const app = renderApp('/auth');
    await screen.findByLabelText('E-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(app.server.callsTo('POST', 'vendor/auth/login')).toHaveLength(0);
  });

  it('puts the cursor in the e-mail field, and checks the fields from the first submit on, as the user types', async () => {
    const app = renderApp('/auth');
    const email = await screen.findByLabelText('E-mail');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'owner@demo' } });
    expect(screen.queryByText('Invalid email')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'owner@demo.larder.app' } });
    await waitFor(() => expect(screen.queryByText('Invalid email')).toBeNull());
    expect(screen.getByText('This field is required')).toBeTruthy();
    // In the language shown.
    await act(() => app.i18n.changeLanguage('ru'));
    expect(await screen.findByText('Это поле обязательно')).toBeTruthy();
    expect(app.server.callsTo('POST', 'vendor/auth/login')).toHaveLength(0);
  });

  it('explains a rate limit', async () => {
    renderApp('/auth', {
      api: {
        'POST vendor/auth/login': { status: 429, body: { code: 'TooManyRequests', message: 'Slow down' } },
      },
    });
    await screen.findByLabelText('E-mail');
    signIn('owner@demo.larder.app', 'Demo1234');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many sign-in attempts/);
  });
});

describe('forgotten password', () => {
  it('requests a reset link for the e-mail typed on the sign-in form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderApp('/auth', {
      api: { 'POST vendor/users/request-password-reset': { body: { ok: true } } },
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'chef@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('chef@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(/a link to reset the password is on its way/)).toBeTruthy();
    expect(app.server.callsTo('POST', 'vendor/users/request-password-reset')[0]?.body).toEqual({
      email: 'chef@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('password reset from the e-mailed link', () => {
  function fillReset(password: string, repeat: string) {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password with the token of /auth?resetToken=…', async () => {
    const app = renderApp(`/auth?resetToken=${TOKEN}`, {
      api: { 'POST vendor/users/reset-password': { body: { ok: true } } },
    });
    await screen.findByRole('heading', { name: 'Set a new password' });
    fillReset('weak', 'weak');
    expect(
      await screen.findByText(/At least 8 Latin letters and digits/, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeTruthy();
    expect(app.server.callsTo('POST', 'vendor/users/reset-password')).toHaveLength(0);

    fillReset('Better1234', 'Better1234');
    expect(await screen.findByText(/Password changed successfully/)).toBeTruthy();
    expect(app.server.callsTo('POST', 'vendor/users/reset-password')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'Better1234',
      verifyNewPassword: 'Better1234',
    });
  });

  it('says when the repeat does not match, until the two passwords do', async () => {
    const app = renderApp(`/auth?resetToken=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    fillReset('Better1234', 'Better12345');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Better12345' } });
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
    expect(app.server.callsTo('POST', 'vendor/users/reset-password')).toHaveLength(0);
  });

  it('accepts /auth/reset?token=… and explains an expired link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/auth/reset?token=${TOKEN}`, {
      api: {
        'POST vendor/users/reset-password': (request: FakeRequest) => {
          expect(request.body).toMatchObject({ token: TOKEN });
          return { status: 400, body: { code: 'InvalidResetToken', message: 'Expired' } };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Set a new password' });
    fillReset('Better1234', 'Better1234');
    expect((await screen.findByRole('alert')).textContent).toMatch(/invalid or has expired/);
  });
});

describe('a session ended elsewhere', () => {
  /** The orders board, signed in until `signedOut` is called (users/me answers 403 from then). */
  async function openBoard() {
    let signedIn = true;
    const app = renderApp('/vendor/1/orders', {
      api: {
        'GET vendor/users/me': () =>
          signedIn
            ? { body: makeUser() }
            : { status: 403, body: { code: 'NotAuthenticated', message: 'Not signed in' } },
        'GET vendor/1/orders': { body: makeActiveOrders() },
      },
    });
    await screen.findByTestId('order-group-WAITING_APPROVAL');
    return {
      app,
      signedOut: () => {
        signedIn = false;
      },
    };
  }

  it.each([
    ['PASSWORD_RESET', 'Your password was reset — sign in again with the new one.'],
    ['PASSWORD_CHANGED', 'Your password was changed — sign in again with the new one.'],
    ['BLOCKED', 'Your account was blocked. Ask the owner of your establishment to unblock it.'],
    ['EXPIRED', 'You were signed out after 12 hours without use — sign in again.'],
  ])('the board goes to sign-in, which says why (%s)', async (reason, text) => {
    const { app, signedOut } = await openBoard();
    await act(async () => FakeWebSocket.latest!.serverOpen());
    signedOut();
    await act(async () => FakeWebSocket.latest!.serverClose(4401, reason));
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect((await screen.findByTestId('session-ended')).textContent).toBe(text);
  });

  it('a request refused with 403 says the user was signed out', async () => {
    let meCalls = 0;
    const app = renderApp('/vendor/1/orders?view=support', {
      api: {
        'GET vendor/users/me': () =>
          ++meCalls === 1
            ? { body: makeUser() }
            : { status: 403, body: { code: 'NotAuthenticated', message: 'No' } },
        'GET vendor/params': { status: 403, body: { code: 'NotAuthenticated', message: 'No' } },
      },
    });
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect((await screen.findByTestId('session-ended')).textContent).toBe(
      'You were signed out — sign in again.',
    );
  });

  it('a visitor who was never signed in sees no such note', async () => {
    renderApp('/auth');
    await screen.findByLabelText('E-mail');
    expect(screen.queryByTestId('session-ended')).toBeNull();
  });
});
