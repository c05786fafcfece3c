import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueRoutes, makeCatalogue, namedProduct, namedSection } from '@/test/catalogue-fixtures';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const catalogue = makeCatalogue({
  sections: [namedSection(1, 'Pizza', [namedProduct(11, 'Margherita', 1)])],
  componentGroups: [
    {
      id: 1,
      name: 'Sauces',
      nameI18n: { values: { en: 'Sauces' } },
      order: 0,
      displayMode: 'LIST',
      visible: true,
      vendorNotes: null,
      components: [],
      productCount: 0,
    },
  ],
});

function open(url: string, report: { status: number } = { status: 200 }) {
  return renderApp(url, {
    user: makeUser('VENDOR_OWNER'),
    api: {
      ...catalogueRoutes(catalogue),
      'GET vendor/service_sections': { body: [] },
      'POST vendor/1/onboarding/events': { ...report, body: report.status === 200 ? { ok: true } : {} },
    },
  });
}

const reported = (app: ReturnType<typeof open>) =>
  app.server.callsTo('POST', 'vendor/1/onboarding/events').map((call) => call.body);

describe('creation modals report that a creation started', () => {
  it.each([
    ['/vendor/1/catalog?view=add-section', 'add-section-modal', 'section_creation_started'],
    ['/vendor/1/catalog?section=1&view=create-product', 'create-product-modal', 'product_creation_started'],
    ['/vendor/1/catalog?view=add-group', 'add-group-modal', 'group_creation_started'],
    ['/vendor/1/catalog?group=1&view=add-component', 'add-component-modal', 'component_creation_started'],
  ])(
    '%s reports %s once when it opens',
    async (url, modal, event) => {
      const app = open(url);
      await screen.findByTestId(modal, {}, { timeout: 10_000 });
      // The modal's frame shows first; its content (which reports) loads lazily.
      await waitFor(() => expect(reported(app)).toEqual([{ event }]), { timeout: 10_000 });
    },
    20_000,
  );

  it('editing an item reports nothing', async () => {
    const app = open('/vendor/1/catalog?group=1&view=rename');
    const modal = await screen.findByTestId('rename-modal', {}, { timeout: 10_000 });
    await within(modal).findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    expect(reported(app)).toEqual([]);
  }, 20_000);

  it('a report the server refuses leaves the modal as it is, with no warning', async () => {
    const app = open('/vendor/1/catalog?view=add-section', { status: 429 });
    const modal = await screen.findByTestId('add-section-modal', {}, { timeout: 10_000 });
    await waitFor(() => expect(reported(app)).toHaveLength(1), { timeout: 10_000 });
    expect(modal.isConnected).toBe(true);
    expect(screen.queryByTestId('warning-modal')).toBeNull();
    expect(app.location().search).toBe('?view=add-section');
  }, 20_000);

  it('a worker opens no creation modal and reports nothing', async () => {
    const app = renderApp('/vendor/1/catalog?view=add-section', {
      user: makeUser('VENDOR_WORKER'),
      api: catalogueRoutes(catalogue),
    });
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/users/me')).not.toHaveLength(0));
    await waitFor(() => expect(app.server.calls.length).toBeGreaterThan(2));
    expect(screen.queryByTestId('add-section-modal')).toBeNull();
    expect(reported(app)).toEqual([]);
  }, 20_000);
});
