import type { SpecialDay } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { makeAccount, makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Monday 20 December 2027, 12:00 in Riga (the fixture vendor's zone).
const NOW = new Date('2027-12-20T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => vi.useRealTimers());

vi.mock('@/features/account/components/address-map', () => ({ default: () => null }));

const owner = makeUser('VENDOR_OWNER', { account: makeAccount({ vendors: [makeVendor()] }) });

/** The account page against a server that keeps the list it is sent. */
async function open(initial: SpecialDay[] = []) {
  let stored = initial;
  const app = renderApp('/vendor/1/account', {
    user: owner,
    api: {
      'GET vendor/1/special-hours': () => ({ body: stored }),
      'PUT vendor/1/special-hours': (request: FakeRequest) => {
        stored = (request.body as (Partial<SpecialDay> & { date: string })[]).map((day) => ({
          date: day.date,
          closed: day.closed === true,
          intervals: day.intervals ?? [],
          note: day.note ?? null,
        }));
        return { body: stored };
      },
    },
  });
  const section = within(await screen.findByTestId('special-hours'));
  return { app, section, puts: () => app.server.callsTo('PUT', 'vendor/1/special-hours') };
}

const type = (section: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(section.getByLabelText(label), { target: { value } });

describe('special and holiday hours', () => {
  it('adds a range of closed days with a note: closed 24–26 December', async () => {
    const { section, puts } = await open();
    expect(await section.findByText('No special days ahead')).toBeTruthy();
    type(section, /^Date/, '2027-12-24');
    type(section, /^Until/, '2027-12-26');
    type(section, /^Note/, 'Christmas');
    fireEvent.click(section.getByTestId('special-hours-add'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual([
      { date: '2027-12-24', closed: true, note: 'Christmas' },
      { date: '2027-12-25', closed: true, note: 'Christmas' },
      { date: '2027-12-26', closed: true, note: 'Christmas' },
    ]);
    expect(await section.findByTestId('special-day-2027-12-25')).toBeTruthy();
  });

  it('adds a day with other hours, and removes a day', async () => {
    const { section, puts } = await open([{ date: '2027-12-31', closed: true, intervals: [], note: null }]);
    await section.findByTestId('special-day-2027-12-31');
    type(section, /^Date/, '2027-12-24');
    fireEvent.click(section.getByText('Other hours'));
    type(section, /^Opens/, '09:00');
    type(section, /^Closes/, '14:00');
    fireEvent.click(section.getByTestId('special-hours-add'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual([
      { date: '2027-12-31', closed: true },
      { date: '2027-12-24', intervals: [{ from: '09:00', until: '14:00' }] },
    ]);
    expect(await section.findByText(/09:00–14:00/)).toBeTruthy();

    fireEvent.click(section.getByLabelText('Remove: 2027-12-31'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toEqual([{ date: '2027-12-24', intervals: [{ from: '09:00', until: '14:00' }] }]);
    await waitFor(() => expect(section.queryByTestId('special-day-2027-12-31')).toBeNull());
  });

  it('a day of two sittings: hours with a break, at most four rows, one removed again', async () => {
    const { section, puts } = await open();
    type(section, /^Date/, '2027-12-24');
    fireEvent.click(section.getByText('Other hours'));
    type(section, /^Opens/, '09:00');
    type(section, /^Closes/, '13:00');
    fireEvent.click(section.getByText('Add hours'));
    type(section, /^Opens 2$/, '17:00');
    type(section, /^Closes 2$/, '22:00');
    fireEvent.click(section.getByText('Add hours'));
    fireEvent.click(section.getByText('Add hours'));
    // Four rows: as many as a day may hold, so no fifth is offered.
    expect(section.getByLabelText(/^Opens 4$/)).toBeTruthy();
    expect(section.queryByText('Add hours')).toBeNull();
    fireEvent.click(section.getByLabelText('Remove these hours 4'));
    fireEvent.click(section.getByLabelText('Remove these hours 3'));
    expect(section.getByText('Add hours')).toBeTruthy();
    fireEvent.click(section.getByTestId('special-hours-add'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual([
      {
        date: '2027-12-24',
        intervals: [
          { from: '09:00', until: '13:00' },
          { from: '17:00', until: '22:00' },
        ],
      },
    ]);
    expect(await section.findByText(/09:00–13:00, 17:00–22:00/)).toBeTruthy();
  });

  it('refuses overlapping sittings without sending', async () => {
    const { section, puts } = await open();
    type(section, /^Date/, '2027-12-24');
    fireEvent.click(section.getByText('Other hours'));
    type(section, /^Opens/, '09:00');
    type(section, /^Closes/, '14:00');
    fireEvent.click(section.getByText('Add hours'));
    type(section, /^Opens 2$/, '13:00');
    type(section, /^Closes 2$/, '18:00');
    fireEvent.click(section.getByTestId('special-hours-add'));
    expect(await section.findByText('Enter the correct opening hours')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('refuses a past date and hours that end before they start, without sending', async () => {
    const { section, puts } = await open();
    type(section, /^Date/, '2027-12-19');
    fireEvent.click(section.getByTestId('special-hours-add'));
    expect(await section.findByText('The date has already passed')).toBeTruthy();
    type(section, /^Date/, '2027-12-22');
    fireEvent.click(section.getByText('Other hours'));
    type(section, /^Opens/, '15:00');
    type(section, /^Closes/, '11:00');
    fireEvent.click(section.getByTestId('special-hours-add'));
    expect(await section.findByText('Enter the correct opening hours')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('the header and the establishment’s status say Closed today (Christmas) on such a day', async () => {
    await open([{ date: '2027-12-20', closed: true, intervals: [], note: 'Christmas' }]);
    await waitFor(() =>
      expect(screen.getByTestId('account-vendor-status').textContent).toBe('Closed today (Christmas)'),
    );
    const header = within(screen.getByTestId('app-header'));
    expect(header.getByTestId('status-badge').textContent).toBe('Closed today (Christmas)');
    expect(header.getByTestId('status-badge').dataset.status).toBe('closed');
  });

  it('an ordinary day stays Opened', async () => {
    await open([{ date: '2027-12-21', closed: true, intervals: [], note: 'Christmas' }]);
    await screen.findByTestId('special-day-2027-12-21');
    expect(within(screen.getByTestId('app-header')).getByTestId('status-badge').textContent).toBe('Opened');
  });
});
