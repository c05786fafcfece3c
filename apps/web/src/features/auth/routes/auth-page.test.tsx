import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
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
  it('says "Incorrect username or password" when the server refuses the credentials', async () => {
    const app = renderApp('/auth', {
      api: { 'POST vendor/auth/login': { status: 401, body: { code: 'BadCredentials', message: 'Bad' } } },
    });
    await screen.findByLabelText('E-mail');
    signIn('owner@demo.larder.app', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password');
    expect(app.location().pathname).toBe('/auth');
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
