import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { makeAccount, makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Leaflet needs a real layout engine; the map is exercised in the browser (e2e/onboarding.e2e.ts).
vi.mock('@/features/account/components/address-map', () => ({ default: () => null }));

const vendor = makeVendor({ phone: '12125550142', email: 'hello@bella.example', commentForCourier: null });
const owner = makeUser('VENDOR_OWNER', { account: makeAccount({ vendors: [vendor] }) });

function openOn(view: string, api = {}) {
  return renderApp(`/vendor/1/account?view=${view}`, {
    user: owner,
    api: {
      'PATCH vendor/users/me/vendors/1': (request: FakeRequest) => ({
        body: { ...vendor, ...(request.body as object) },
      }),
      ...api,
    },
  });
}

/** The modal once its lazily loaded content is there. */
async function openedModal(view: string) {
  const modal = await screen.findByTestId(`${view}-modal`);
  await within(modal).findByRole('heading');
  return modal;
}

describe('edit-vendor-contacts', () => {
  it('shows the stored phone with its plus, and saves nothing until something changed', async () => {
    openOn('edit-vendor-contacts');
    const modal = await openedModal('edit-vendor-contacts');
    const phone = within(modal).getByLabelText(/Phone/) as HTMLInputElement;
    expect(phone.value).toBe('+12125550142');
    expect(within(modal).getByText('Enter the number in international format')).toBeTruthy();
    expect((within(modal).getByTestId('vendor-contacts-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('masks the phone to a plus and at most 13 digits', async () => {
    openOn('edit-vendor-contacts');
    const modal = await openedModal('edit-vendor-contacts');
    const phone = within(modal).getByLabelText(/Phone/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '44 (20) 7946-0958 1234 55' } });
    expect(phone.value).toBe('+4420794609581');
  });

  it('says Invalid phone number for a short phone and Invalid email for a bad address, and will not save', async () => {
    const app = openOn('edit-vendor-contacts');
    const modal = await openedModal('edit-vendor-contacts');
    fireEvent.change(within(modal).getByLabelText(/Phone/), { target: { value: '+1212555' } });
    expect(await within(modal).findByText('Invalid phone number')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText(/E-mail/), { target: { value: 'hello@' } });
    expect(await within(modal).findByText('Invalid email')).toBeTruthy();
    const save = within(modal).getByTestId('vendor-contacts-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(app.server.callsTo('PATCH', 'vendor/users/me/vendors/1')).toHaveLength(0);
  });

  it('an empty phone is no error and clears the phone', async () => {
    const app = openOn('edit-vendor-contacts');
    const modal = await openedModal('edit-vendor-contacts');
    fireEvent.change(within(modal).getByLabelText(/Phone/), { target: { value: '' } });
    expect(within(modal).queryByText('Invalid phone number')).toBeNull();
    fireEvent.click(within(modal).getByTestId('vendor-contacts-save'));
    await waitFor(() => expect(app.server.callsTo('PATCH', 'vendor/users/me/vendors/1')).toHaveLength(1));
    expect(app.server.callsTo('PATCH', 'vendor/users/me/vendors/1')[0]?.body).toEqual({
      phone: null,
      email: 'hello@bella.example',
    });
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('sends a typed phone normalised to digits', async () => {
    const app = openOn('edit-vendor-contacts');
    const modal = await openedModal('edit-vendor-contacts');
    fireEvent.change(within(modal).getByLabelText(/Phone/), { target: { value: '+442079460958' } });
    fireEvent.click(within(modal).getByTestId('vendor-contacts-save'));
    await waitFor(() => expect(app.server.callsTo('PATCH', 'vendor/users/me/vendors/1')).toHaveLength(1));
    expect(app.server.callsTo('PATCH', 'vendor/users/me/vendors/1')[0]?.body).toMatchObject({
      phone: '442079460958',
    });
  });

  it('shows the warning when the save fails and keeps what was typed', async () => {
    openOn('edit-vendor-contacts', {
      'PATCH vendor/users/me/vendors/1': { status: 400, body: { code: 'ValidationError', message: 'no' } },
    });
    const modal = await openedModal('edit-vendor-contacts');
    fireEvent.change(within(modal).getByLabelText(/E-mail/), { target: { value: 'new@bella.example' } });
    fireEvent.click(within(modal).getByTestId('vendor-contacts-save'));
    expect(await screen.findByTestId('warning-modal')).toBeTruthy();
    expect((within(modal).getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('new@bella.example');
  });
});

describe('courier-comment', () => {
  it('counts up to 55 characters and cuts what is longer', async () => {
    const app = openOn('courier-comment');
    const modal = await openedModal('courier-comment');
    const input = within(modal).getByTestId('courier-comment-input') as HTMLTextAreaElement;
    expect(within(modal).getByTestId('courier-comment-counter').textContent).toBe('0/55');
    fireEvent.change(input, { target: { value: 'x'.repeat(55) } });
    expect(within(modal).getByTestId('courier-comment-counter').textContent).toBe('55/55');
    fireEvent.change(input, { target: { value: 'y'.repeat(56) } });
    expect(input.value).toHaveLength(55);
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.server.callsTo('PATCH', 'vendor/users/me/vendors/1')).toHaveLength(1));
    expect(app.server.callsTo('PATCH', 'vendor/users/me/vendors/1')[0]?.body).toEqual({
      commentForCourier: 'y'.repeat(55),
    });
  });
});

describe('edit-vendor-name-logo', () => {
  it('will not save an empty name', async () => {
    openOn('edit-vendor-name-logo');
    const modal = await openedModal('edit-vendor-name-logo');
    fireEvent.change(within(modal).getByTestId('vendor-name'), { target: { value: '  ' } });
    expect((within(modal).getByTestId('vendor-name-save') as HTMLButtonElement).disabled).toBe(true);
    expect(within(modal).getByText('This field is required')).toBeTruthy();
  });
});

describe('account page', () => {
  it('shows the profile and the establishment, with the contacts as saved', async () => {
    renderApp('/vendor/1/account', { user: owner });
    const establishment = await screen.findByTestId('account-establishment');
    expect(within(establishment).getByTestId('account-phone').textContent).toContain('+12125550142');
    expect(within(establishment).getByTestId('account-email').textContent).toContain('hello@bella.example');
    expect(within(screen.getByTestId('account-profile')).getByText('Olivia Owner')).toBeTruthy();
  });

  it('offers leaving demo mode to the owner of a demo account, after a confirmation', async () => {
    const demo = makeUser('VENDOR_OWNER', { account: makeAccount({ vendors: [vendor], liveMode: false }) });
    const app = renderApp('/vendor/1/account', {
      user: demo,
      api: { 'PUT vendor/users/me/vendors/1/liveMode': { body: { ...demo.account, liveMode: true } } },
    });
    fireEvent.click(await screen.findByTestId('leave-demo'));
    expect(await screen.findByText(/This cannot be undone/)).toBeTruthy();
    expect(app.server.callsTo('PUT', 'vendor/users/me/vendors/1/liveMode')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('leave-demo-confirm'));
    await waitFor(() =>
      expect(app.server.callsTo('PUT', 'vendor/users/me/vendors/1/liveMode')).toHaveLength(1),
    );
    expect(app.server.callsTo('PUT', 'vendor/users/me/vendors/1/liveMode')[0]?.body).toEqual({
      liveMode: true,
    });
  });
});

describe('onboarding', () => {
  const newOwner = makeUser('VENDOR_OWNER', {
    account: makeAccount({ activated: false, liveMode: false, vendors: [makeVendor()] }),
  });

  it('opens almost-ready on /auth; later closes it, proceed opens step 1', async () => {
    const app = renderApp('/auth', { user: newOwner });
    const modal = await openedModal('almost-ready');
    fireEvent.click(within(modal).getByTestId('almost-ready-later'));
    await waitFor(() => expect(app.location().search).toBe(''));
    fireEvent.click(screen.getByTestId('onboarding-resume'));
    fireEvent.click(await screen.findByTestId('almost-ready-proceed'));
    await waitFor(() => expect(app.location().search).toBe('?view=first-step'));
    expect(await openedModal('first-step')).toBeTruthy();
  });

  it('skips the header image step when the vendor has one', async () => {
    const withImage = makeUser('VENDOR_OWNER', {
      account: makeAccount({
        activated: false,
        vendors: [
          makeVendor({ image: { path: '/x', basePath: '/api/images/', variants: [{ w: 1, h: 1, n: 'x' }] } }),
        ],
      }),
    });
    const app = renderApp('/auth', { user: withImage });
    fireEvent.click(await screen.findByTestId('almost-ready-proceed'));
    await waitFor(() => expect(app.location().search).toBe('?view=second-step'));
  });
});
