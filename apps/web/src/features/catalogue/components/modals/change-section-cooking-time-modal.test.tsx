import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSection } from '@/test/catalogue-detail-fixtures';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { initialCookingTime } from './change-section-cooking-time-modal';

function openCookingTime(cookingTime: number) {
  const section = makeSection({ cookingTime });
  return renderApp('/vendor/1/orders?view=change-section-cooking-time&section=1', {
    user: makeUser('VENDOR_OWNER'),
    api: {
      'GET vendor/sections/1': { body: section },
      'PUT vendor/sections/1': { body: section },
    },
  });
}

const closed = (app: ReturnType<typeof renderApp>) => !app.location().search.includes('view=');

describe('cooking time modal', () => {
  it('closes without a call when the time is unchanged', async () => {
    const app = openCookingTime(25);
    const modal = await screen.findByTestId('change-section-cooking-time-modal');
    expect(await within(modal).findByText('25 min')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/sections/1')).toHaveLength(0);
  });

  it('closes without a call when a change is undone', async () => {
    const app = openCookingTime(25);
    const modal = await screen.findByTestId('change-section-cooking-time-modal');
    fireEvent.click(await within(modal).findByRole('button', { name: 'Increase' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Decrease' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/sections/1')).toHaveLength(0);
  });

  it('steps by 5 between 5 and 95 and saves the new time', async () => {
    const app = openCookingTime(90);
    const modal = await screen.findByTestId('change-section-cooking-time-modal');
    const increase = await within(modal).findByRole('button', { name: 'Increase' });
    fireEvent.click(increase);
    expect(within(modal).getByText('95 min')).toBeTruthy();
    expect(increase).toHaveProperty('disabled', true);
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/sections/1').map((call) => call.body)).toEqual([
      { cookingTime: 95 },
    ]);
  });

  it('starts from 20 when the section has no time, and stays on the 5..95 grid', () => {
    expect(initialCookingTime(0)).toBe(20);
    expect(initialCookingTime(5)).toBe(5);
    expect(initialCookingTime(3)).toBe(5);
    expect(initialCookingTime(120)).toBe(95);
    expect(initialCookingTime(42)).toBe(40);
  });
});
