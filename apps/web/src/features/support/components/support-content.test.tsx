import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, fakeApi } from '@/test/fake-api';
import { makeUser, makeVendorParams } from '@/test/fixtures';
import { renderApp, TestProviders } from '@/test/render-app';
import { setViewportWidth } from '@/test/viewport';
import { SupportContent } from './support-content';

afterEach(() => vi.unstubAllGlobals());

const boom: FakeResponse = { status: 500, body: { code: 'InternalError', message: 'Boom' } };
const noHours: FakeResponse = { body: { workingHours: { intervals: {} } } };

function paramsWithPhones(orderTrouble: string | null, catalogueTrouble: string | null): FakeResponse {
  return {
    body: makeVendorParams({
      contactParams: { orderTrouble, catalogueTrouble, forClients: null, forCouriers: null },
    }),
  };
}

function renderSupport(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi({ 'GET vendor/params/working-hours': noHours, ...routes });
  render(
    <TestProviders>
      <SupportContent />
    </TestProviders>,
  );
  return server;
}

const entry = (label: string) => {
  const labelElement = screen.getByText(label);
  const row = labelElement.parentElement;
  if (!row) throw new Error(`no row for ${label}`);
  return row;
};

describe('support content', () => {
  it('shows the two phones as tel: links when they start with +, without asking for contacts', async () => {
    const server = renderSupport({
      'GET vendor/params': paramsWithPhones('+371 2000 0001', '+371 2000 0002'),
    });
    const orderLink = await screen.findByRole('link', { name: '+371 2000 0001' });
    expect(orderLink.getAttribute('href')).toBe('tel:+37120000001');
    expect(within(entry('Problem with the order')).getByRole('link').textContent).toBe('+371 2000 0001');
    expect(within(entry('Help in filling out the catalogue')).getByRole('link').getAttribute('href')).toBe(
      'tel:+37120000002',
    );
    expect(server.callsTo('GET', 'vendor/params/contacts')).toHaveLength(0);
  });

  it('shows a phone without + as plain text and a missing one as "phone not specified"', async () => {
    const server = renderSupport({
      'GET vendor/params': paramsWithPhones('8 800 555 35 35', null),
      'GET vendor/params/contacts': {
        body: {
          orderTrouble: '8 800 555 35 35',
          catalogueTrouble: null,
          forClients: null,
          forCouriers: null,
        },
      },
    });
    expect(await screen.findByText('8 800 555 35 35')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(within(entry('Help in filling out the catalogue')).getByText('phone not specified')).toBeTruthy();
    expect(server.callsTo('GET', 'vendor/params/contacts')).toHaveLength(1);
  });

  it('loads the contacts when the params miss a phone', async () => {
    renderSupport({
      'GET vendor/params': paramsWithPhones(null, '+371 2000 0002'),
      'GET vendor/params/contacts': {
        body: {
          orderTrouble: '+44 20 7946 0000',
          catalogueTrouble: null,
          forClients: null,
          forCouriers: null,
        },
      },
    });
    const link = await screen.findByRole('link', { name: '+44 20 7946 0000' });
    expect(link.getAttribute('href')).toBe('tel:+442079460000');
    expect(screen.getByRole('link', { name: '+371 2000 0002' })).toBeTruthy();
  });

  it('shows the default working hours when the marketplace gives none', async () => {
    renderSupport({ 'GET vendor/params': paramsWithPhones('+1', '+2') });
    expect(await screen.findByText('Every day from 10:00 to 22:00')).toBeTruthy();
  });

  it('describes a week with days off', async () => {
    const weekdays = { from: '09:00', until: '18:00', turnIntoAnotherDay: false };
    renderSupport({
      'GET vendor/params': paramsWithPhones('+1', '+2'),
      'GET vendor/params/working-hours': {
        body: {
          workingHours: {
            intervals: {
              MONDAY: weekdays,
              TUESDAY: weekdays,
              WEDNESDAY: weekdays,
              THURSDAY: weekdays,
              FRIDAY: weekdays,
            },
          },
        },
      },
    });
    const hours = await screen.findByTestId('support-hours');
    expect(hours.textContent).toContain('Mon–Fri: from 09:00 to 18:00');
    expect(hours.textContent).toContain('Sat–Sun: day off');
  });

  it('shows a spinner while loading', async () => {
    renderSupport({ 'GET vendor/params': () => new Promise<FakeResponse>(() => {}) });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Problem with the order')).toBeNull();
  });

  it('says something went wrong when the phones cannot be loaded', async () => {
    renderSupport({ 'GET vendor/params': boom, 'GET vendor/params/contacts': boom });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Something went wrong');
    expect(screen.queryByText('Problem with the order')).toBeNull();
  });
});

describe('support view', () => {
  it('opens as a modal at desktop width and closes when the window becomes small', async () => {
    const app = renderApp('/vendor/1/orders?view=support', { user: makeUser() });
    const modal = await screen.findByTestId('support-modal');
    expect(await within(modal).findByText('Support department')).toBeTruthy();

    setViewportWidth(390);
    expect(screen.queryByTestId('support-modal')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // At mobile width the same view is a page panel (its code comes when first shown).
    expect(await screen.findByTestId('support-panel')).toBeTruthy();
    expect(app.location().search).toBe('?view=support');
  });
});
