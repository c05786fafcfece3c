import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineModal, type ModalRegistry } from '@/shared/modals/define-modals';
import { closesOnClickOutside, modalLayoutFor, paramsClearedOnClose } from '@/shared/modals/modal-rules';
import { makeUser } from '@/test/fixtures';
import { renderApp, TestProviders } from '@/test/render-app';
import { ModalHost } from './modal-host';
import { MODAL_REGISTRY } from './modal-registry';

afterEach(() => vi.unstubAllGlobals());

/** Escape pressed wherever the focus is (the modal traps it). */
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const overlay = () => {
  const element = document.querySelector('.mantine-Modal-overlay');
  if (!element) throw new Error('no modal overlay');
  return element;
};

function Dummy({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** The host alone, in a router at `url`, with a registry of stand-in modals. */
function renderHost(url: string, registry: ModalRegistry) {
  const router = createMemoryRouter([{ path: '*', element: <ModalHost registry={registry} /> }], {
    initialEntries: [url],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { location: () => router.state.location };
}

const testRegistry: ModalRegistry = {
  rename: defineModal('rename', () => <Dummy text="Rename form" />),
  'add-employee': defineModal('add-employee', () => <Dummy text="New employee form" />),
  'edit-component': defineModal('edit-component', () => <Dummy text="Component form" />),
  'change-product-components': defineModal('change-product-components', () => <Dummy text="Groups" />),
};

describe('modal rules', () => {
  it('gives support and almost-ready the default layout, the big ones big, the address huge, the rest wide', () => {
    expect(modalLayoutFor('support')).toBe('default');
    expect(modalLayoutFor('almost-ready')).toBe('default');
    expect(modalLayoutFor('change-product-parameters')).toBe('big');
    expect(modalLayoutFor('change-catalog-categories')).toBe('big');
    expect(modalLayoutFor('change-product-tags')).toBe('big');
    expect(modalLayoutFor('edit-vendor-address')).toBe('huge');
    expect(modalLayoutFor('profile')).toBe('wide');
    expect(modalLayoutFor('clone-product')).toBe('wide');
  });

  it('keeps forms that would lose work open on a click outside', () => {
    for (const view of [
      'edit-vendor-address',
      'edit-vendor-contacts',
      'courier-comment',
      'add-employee',
      'change-product-components',
      'almost-ready',
      'first-step',
      'second-step',
      'create-catalog',
    ] as const) {
      expect(closesOnClickOutside(view)).toBe(false);
    }
    expect(closesOnClickOutside('profile')).toBe(true);
    expect(closesOnClickOutside('support')).toBe(true);
  });

  it('registers the built modals with those rules', () => {
    expect(MODAL_REGISTRY.support?.layout).toBe('default');
    expect(MODAL_REGISTRY.profile?.layout).toBe('wide');
    expect(MODAL_REGISTRY.profile?.closeOnClickOutside).toBe(true);
    expect(paramsClearedOnClose('edit-component')).toEqual(['view', 'component']);
    expect(paramsClearedOnClose('change-product-components')).toEqual(['view', 'group']);
    expect(paramsClearedOnClose('order-check')).toEqual(['view', 'order']);
    expect(MODAL_REGISTRY['order-check']?.layout).toBe('wide');
  });
});

describe('modal host', () => {
  it('opens the modal named by the view parameter', async () => {
    renderApp('/vendor/1/orders?view=profile', { user: makeUser('VENDOR_MANAGER') });
    const modal = await screen.findByTestId('profile-modal');
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(await screen.findByRole('heading', { name: 'Mark' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('support-modal')).toBeNull();
  });

  it('opens nothing for a view that is not a modal', async () => {
    renderApp('/vendor/1/orders?view=main', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Active orders' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape by clearing view and keeping the other parameters', async () => {
    const host = renderHost('/vendor/1/catalog?section=3&view=rename', testRegistry);
    expect(screen.getByText('Rename form')).toBeTruthy();
    pressEscape();
    expect(host.location().search).toBe('?section=3');
    await waitFor(() => expect(screen.queryByText('Rename form')).toBeNull());
  });

  it('gives the focus back to the link that opened the modal once it is closed', async () => {
    renderApp('/vendor/1/orders', { user: makeUser('VENDOR_MANAGER') });
    const profile = await screen.findByTestId('profile-link');
    profile.focus();
    fireEvent.click(profile);
    await screen.findByTestId('profile-modal');
    pressEscape();
    await waitFor(() => expect(screen.queryByTestId('profile-modal')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(profile));
  });

  it('closes on a click outside unless the registry says otherwise', async () => {
    const normal = renderHost('/x?view=rename', testRegistry);
    fireEvent.click(overlay());
    expect(normal.location().search).toBe('');
  });

  it('keeps a sticky modal open on a click outside, but Escape still closes it', () => {
    const sticky = renderHost('/x?view=add-employee', testRegistry);
    fireEvent.click(overlay());
    expect(sticky.location().search).toBe('?view=add-employee');
    expect(screen.getByText('New employee form')).toBeTruthy();
    pressEscape();
    expect(sticky.location().search).toBe('');
  });

  it('removes the component parameter with a component modal', () => {
    const host = renderHost('/x?section=2&component=5&view=edit-component', testRegistry);
    pressEscape();
    expect(host.location().search).toBe('?section=2');
  });

  it('removes group and view with the product components modal', () => {
    const host = renderHost('/x?product=4&group=8&view=change-product-components', testRegistry);
    pressEscape();
    expect(host.location().search).toBe('?product=4');
  });

  it('closes the profile’s password modal back to the profile', async () => {
    const app = renderApp('/vendor/1/orders?view=edit-account-password', { user: makeUser() });
    await screen.findByTestId('edit-account-password-modal');
    pressEscape();
    expect(app.location().search).toBe('?view=profile');
    expect(await screen.findByTestId('profile-modal')).toBeTruthy();
    pressEscape();
    expect(app.location().search).toBe('');
  });
});
