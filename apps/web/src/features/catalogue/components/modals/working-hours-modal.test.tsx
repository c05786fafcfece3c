import type { WorkingHours, WorkingHoursRequest } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSection } from '@/test/catalogue-detail-fixtures';
import type { FakeResponse } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const weekdays: WorkingHours = {
  intervals: {
    MONDAY: { from: '10:00', until: '22:00', turnIntoAnotherDay: false },
    TUESDAY: { from: '10:00', until: '22:00', turnIntoAnotherDay: false },
    WEDNESDAY: { from: '10:00', until: '22:00', turnIntoAnotherDay: false },
    THURSDAY: { from: '10:00', until: '22:00', turnIntoAnotherDay: false },
    FRIDAY: { from: '10:00', until: '00:00', turnIntoAnotherDay: false },
  },
};

function openSectionHours(workingHours: WorkingHours | null = weekdays, put?: FakeResponse) {
  const section = makeSection({ workingHours });
  return renderApp('/vendor/1/orders?view=change-section-working-hours&section=1', {
    user: makeUser('VENDOR_OWNER'),
    api: {
      'GET vendor/sections/1': { body: section },
      'PUT vendor/sections/1/working_hours': put ?? { body: section },
    },
  });
}

const sent = (app: ReturnType<typeof renderApp>) =>
  app.server
    .callsTo('PUT', 'vendor/sections/1/working_hours')
    .map((call) => call.body as WorkingHoursRequest);
const closed = (app: ReturnType<typeof renderApp>) => !app.location().search.includes('view=');

async function modal() {
  const element = await screen.findByTestId('change-section-working-hours-modal');
  await within(element).findByTestId('working-hours-MONDAY');
  return element;
}

const row = (day: string) => screen.getByTestId(`working-hours-${day}`);
const select = (day: string, which: 'from' | 'until') =>
  screen.getByTestId(`working-hours-${day}-${which}`) as HTMLInputElement;

/** Opens a time dropdown and clicks one of its options. */
async function pick(day: string, which: 'from' | 'until', option: string) {
  fireEvent.click(select(day, which));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('working hours modal', () => {
  it('shows seven days, the stored hours, 24:00 for the end of the day and the weekend days off', async () => {
    openSectionHours();
    await modal();
    for (const day of ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']) {
      expect(row(day)).toBeTruthy();
    }
    expect(select('MONDAY', 'from').value).toBe('10:00');
    expect(select('MONDAY', 'until').value).toBe('22:00');
    expect(select('FRIDAY', 'until').value).toBe('24:00');
    expect(within(row('SATURDAY')).getByRole('checkbox', { name: /day off/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(select('SATURDAY', 'from').disabled).toBe(true);
  });

  it('gives the start and the end of a day pickers of one width', async () => {
    openSectionHours();
    await modal();
    const width = (which: 'from' | 'until') =>
      (select('MONDAY', which).closest('.mantine-Select-root') as HTMLElement).style.width;
    expect(width('from')).not.toBe('');
    expect(width('from')).toBe(width('until'));
  });

  it('leaves the weekend days out of the request and saves the end of the day as 00:00', async () => {
    const app = openSectionHours();
    await modal();
    fireEvent.click(within(row('MONDAY')).getByRole('checkbox', { name: /day off/ }));
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    const [body] = sent(app);
    expect(Object.keys(body?.intervals ?? {})).toEqual(['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
    expect(body?.intervals.FRIDAY).toEqual({ from: '10:00', until: '00:00', turnIntoAnotherDay: false });
  });

  it('offers 15-minute steps up to 24:00, then times after midnight', async () => {
    openSectionHours();
    await modal();
    await pick('FRIDAY', 'from', '08:00');
    fireEvent.click(select('THURSDAY', 'until'));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['10:15', '10:30', '10:45']);
    expect(options).toContain('24:00');
    expect(options.indexOf('00:15 (next day)')).toBe(options.indexOf('24:00') + 1);
    // The night may run until FRIDAY opens at 08:00, not later.
    expect(options.at(-1)).toBe('08:00 (next day)');
  });

  it('saves a night that crosses midnight with turnIntoAnotherDay', async () => {
    const app = openSectionHours();
    await modal();
    await pick('FRIDAY', 'until', '02:00 (next day)');
    expect(select('FRIDAY', 'until').value).toBe('02:00 (next day)');
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(sent(app)[0]?.intervals.FRIDAY).toEqual({
      from: '10:00',
      until: '02:00',
      turnIntoAnotherDay: true,
    });
  });

  it('saves 24:00 picked as the end of a day', async () => {
    const app = openSectionHours();
    await modal();
    await pick('MONDAY', 'until', '24:00');
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(sent(app)[0]?.intervals.MONDAY).toEqual({
      from: '10:00',
      until: '00:00',
      turnIntoAnotherDay: false,
    });
  });

  it('says "Enter the correct availability schedule" for an end before the start, and sends nothing', async () => {
    const app = openSectionHours();
    const element = await modal();
    expect(within(element).queryByText('Enter the correct availability schedule')).toBeNull();
    await pick('MONDAY', 'from', '23:00');
    expect(await within(element).findByText('Enter the correct availability schedule')).toBeTruthy();
    expect(within(row('MONDAY')).getByText('Ends before it starts')).toBeTruthy();
    save();
    expect(closed(app)).toBe(false);
    // Corrected and saved again: once that request arrives, it is the only one ever sent.
    await pick('MONDAY', 'from', '09:00');
    save();
    await waitFor(() => expect(sent(app).length).toBeGreaterThan(0));
    expect(sent(app)).toHaveLength(1);
    expect(sent(app)[0]?.intervals.MONDAY?.from).toBe('09:00');
  });

  it('says so when a night runs into the next day', async () => {
    const app = openSectionHours();
    const element = await modal();
    // SUNDAY was a day off: open it, then run it past MONDAY's opening.
    fireEvent.click(within(row('SUNDAY')).getByRole('checkbox', { name: /day off/ }));
    await pick('SUNDAY', 'until', '09:00 (next day)');
    await pick('MONDAY', 'from', '08:00');
    expect(await within(element).findByText('Enter the correct availability schedule')).toBeTruthy();
    expect(within(row('SUNDAY')).getByText("Runs into the next day's hours")).toBeTruthy();
    save();
    expect(sent(app)).toHaveLength(0);
  });

  it('keeps only one time dropdown open at a time', async () => {
    openSectionHours();
    await modal();
    fireEvent.click(select('MONDAY', 'from'));
    expect(await screen.findAllByRole('listbox')).toHaveLength(1);
    fireEvent.click(select('WEDNESDAY', 'until'));
    await waitFor(() => expect(screen.getAllByRole('listbox')).toHaveLength(1));
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: '22:00' })).toBeTruthy();
    expect(select('MONDAY', 'from').getAttribute('aria-expanded')).toBe('false');
    expect(select('WEDNESDAY', 'until').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a dropdown upwards when less than 200 px remain below it', async () => {
    openSectionHours();
    await modal();
    const input = select('FRIDAY', 'from');
    const rect = { top: 640, bottom: 680, left: 0, right: 100, width: 100, height: 40, x: 0, y: 640 };
    input.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    fireEvent.click(input);
    await screen.findByRole('listbox');
    expect(input.getAttribute('data-dropdown-position')).toBe('top');

    fireEvent.click(select('MONDAY', 'from'));
    await waitFor(() =>
      expect(select('MONDAY', 'from').getAttribute('data-dropdown-position')).toBe('bottom'),
    );
  });

  it("shows the refusal's message in the warning when the save fails", async () => {
    openSectionHours(weekdays, {
      status: 400,
      body: { code: 'InvalidWorkingHours', message: 'Enter the correct availability schedule' },
    });
    await modal();
    save();
    const warning = await screen.findByTestId('warning-modal');
    expect(within(warning).getByText('Oops! Something went wrong!')).toBeTruthy();
    expect(within(warning).getByText('Check the working hours: the schedule is not valid.')).toBeTruthy();
  });

  it('without a section parameter, edits the catalogue hours', async () => {
    const app = renderApp('/vendor/1/orders?view=change-section-working-hours', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/accounts/10/catalogue/catalogue': {
          body: {
            visible: true,
            workingHours: weekdays,
            menuLanguages: [],
            popularProductIds: [],
            sections: [],
          },
        },
        'PUT vendor/accounts/10/catalogue/working_hours': { body: weekdays },
      },
    });
    const element = await screen.findByTestId('change-section-working-hours-modal');
    expect(await within(element).findByRole('heading', { name: 'Catalogue working hours' })).toBeTruthy();
    await within(element).findByTestId('working-hours-MONDAY');
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/accounts/10/catalogue/working_hours')[0]?.body).toEqual({
      intervals: {
        ...weekdays.intervals,
        FRIDAY: { from: '10:00', until: '00:00', turnIntoAnotherDay: false },
      },
    });
  });
});
