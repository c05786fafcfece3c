import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routing rules', () => {
  it('sends a visitor who is not signed in to /auth/ and shows the sign-in form', async () => {
    const app = renderApp('/vendor/1/orders');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(app.location().pathname).toBe('/auth/');
  });

  it('shows a page the server sent without a session the sign-in form without asking users/me (no 403 logged)', async () => {
    const mark = document.createElement('meta');
    mark.name = 'larder-signed-out';
    document.head.append(mark);
    const app = renderApp('/vendor/1/orders');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(app.server.callsTo('GET', 'vendor/users/me')).toHaveLength(0);
    // Said once: a later load (after signing in) asks the server.
    expect(document.querySelector('meta[name="larder-signed-out"]')).toBeNull();
  });

  it('takes a signed-in user from /auth and from the index to the first vendor’s orders', async () => {
    const user = makeUser('VENDOR_OWNER', {
      account: makeAccount({
        vendors: [makeVendor({ id: 7, name: 'Seven' }), makeVendor({ id: 9, name: 'Nine' })],
      }),
    });
    const fromAuth = renderApp('/auth', { user });
    await heading('Active orders');
    expect(fromAuth.location().pathname).toBe('/vendor/7/orders');
    fromAuth.unmount();

    const fromIndex = renderApp('/', { user });
    await heading('Active orders');
    expect(fromIndex.location().pathname).toBe('/vendor/7/orders');
  });

  it('keeps a numeric vendor id and shows that vendor', async () => {
    const user = makeUser('VENDOR_OWNER', {
      account: makeAccount({
        vendors: [makeVendor({ id: 1, name: 'First' }), makeVendor({ id: 2, name: 'Second' })],
      }),
    });
    const app = renderApp('/vendor/2/catalog', { user });
    await heading('Catalogue');
    expect(app.location().pathname).toBe('/vendor/2/catalog');
    expect(screen.getByTestId('account-link').textContent).toContain('Second');
    expect(document.title).toBe('Second · Partner · Catalogue');
  });

  it('uses the first vendor when the id is not numeric', async () => {
    const user = makeUser('VENDOR_OWNER', {
      account: makeAccount({
        vendors: [makeVendor({ id: 1, name: 'First' }), makeVendor({ id: 2, name: 'Second' })],
      }),
    });
    const app = renderApp('/vendor/mine/catalog?view=support', { user });
    await heading('Catalogue');
    expect(app.location().pathname).toBe('/vendor/1/catalog');
    expect(app.location().search).toBe('?view=support');
    expect(screen.getByTestId('account-link').textContent).toContain('First');
  });

  it('opens the orders tab on the bare /vendor/{id} route', async () => {
    const app = renderApp('/vendor/1', { user: makeUser() });
    await heading('Active orders');
    expect(app.location().pathname).toBe('/vendor/1/orders');
    expect(document.title).toBe('Trattoria Bella · Partner · Orders');
  });

  it('sends the bare /vendor route to /auth, which takes a signed-in user on to the orders', async () => {
    const visitor = renderApp('/vendor');
    await screen.findByLabelText('E-mail');
    expect(visitor.location().pathname).toBe('/auth/');
    visitor.unmount();

    const signedIn = renderApp('/vendor', { user: makeUser() });
    await heading('Active orders');
    expect(signedIn.location().pathname).toBe('/vendor/1/orders');
  });

  it.each(['archive', 'employees', 'account', 'statistics'])(
    'replaces the %s page with the catalogue for a worker',
    async (tab) => {
      const app = renderApp(`/vendor/1/${tab}`, { user: makeUser('VENDOR_WORKER') });
      await heading('Catalogue');
      expect(app.location().pathname).toBe('/vendor/1/catalog');
    },
  );

  it('lets a manager open the archive', async () => {
    const app = renderApp('/vendor/1/archive', { user: makeUser('VENDOR_MANAGER') });
    await heading('Archive');
    expect(app.location().pathname).toBe('/vendor/1/archive');
  });

  it('sends the user to /auth/ when loading the user fails with another status than 403', async () => {
    const app = renderApp('/vendor/1/orders', {
      api: { 'GET vendor/users/me': { status: 500, body: { code: 'InternalError', message: 'Boom' } } },
    });
    await screen.findByLabelText('E-mail');
    expect(app.location().pathname).toBe('/auth/');
  });

  it('keeps a signed-in user whose account is not activated on /auth/', async () => {
    const user = makeUser('VENDOR_WORKER', { account: makeAccount({ activated: false }) });
    const app = renderApp('/vendor/1/orders', { user });
    expect(await screen.findByText(/has not been activated yet/)).toBeTruthy();
    expect(app.location().pathname).toBe('/auth/');
  });

  it('walks the owner of an account not activated yet through the onboarding on /auth/', async () => {
    const user = makeUser('VENDOR_OWNER', { account: makeAccount({ activated: false }) });
    const app = renderApp('/vendor/1/orders', { user });
    expect(await screen.findByTestId('onboarding-page')).toBeTruthy();
    await waitFor(() => expect(app.location().search).toBe('?view=almost-ready'));
    expect(app.location().pathname).toBe('/auth/');
  });

  it('ends the onboarding on the catalogue with the create-catalog prompt', async () => {
    const app = renderApp('/auth/?view=create-catalog', { user: makeUser('VENDOR_OWNER') });
    await waitFor(() => expect(app.location().pathname).toBe('/vendor/1/catalog'));
    expect(app.location().search).toBe('?view=create-catalog');
  });

  it('resets the session and goes to /auth when a call answers 403', async () => {
    const app = renderApp('/vendor/1/orders?view=support', {
      user: makeUser(),
      api: {
        'GET vendor/params': { status: 403, body: { code: 'NotAuthenticated', message: 'Session expired' } },
      },
    });
    // The support modal loads params; its 403 ends the session.
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
    expect(app.queryClient.getQueryData(['params', 'vendor'])).toBeUndefined();
  });
});
