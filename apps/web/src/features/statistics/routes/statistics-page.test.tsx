import type { Review, Statistic } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The charts draw on a canvas, which jsdom lacks: they are the e2e test's; here they draw nothing.
vi.mock('../components/statistics-charts', () => ({ StatisticsCharts: () => <div data-testid="charts" /> }));

const stat: Statistic = {
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-08T00:00:00.000Z',
  orderStats: {
    total: 42,
    byStatus: [
      { status: 'COMPLETED', count: 40 },
      { status: 'DECLINED', count: 2 },
    ],
    byDay: [{ date: '2026-03-01', count: 42, revenue: 500 }],
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 12 ? 42 : 0 })),
    medianAcceptanceSeconds: 95,
    declineRate: 2 / 42,
    amendedRate: 3 / 42,
    missed: 1,
    cancellationRate: 0,
    openHoursShare: 0.5,
    scheduledHours: 10,
  },
  paymentStats: {
    currencyCode: 'EUR',
    revenue: 500,
    vendorProfit: 425,
    averageCheck: 12.5,
    byPaymentType: [{ paymentType: 'CARD', count: 40, revenue: 500, vendorProfit: 425 }],
  },
};

const review: Review = {
  reviewId: 9,
  orderId: 123,
  rating: 2,
  text: 'Cold soup',
  createdAt: '2026-03-02T09:05:00.000Z',
  items: [{ name: 'Soup', count: 1 }],
  reply: null,
};

describe('statistics page', () => {
  it('shows the figures of the period and lets the owner reply to a review', async () => {
    const { server } = renderApp('/vendor/1/statistics', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/1/statistic': { body: stat },
        'GET vendor/1/reviews': { body: { content: [review], last: true } },
        'GET vendor/1/reviews/histogram': {
          body: {
            counts: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: rating === 2 ? 1 : 0 })),
            total: 1,
            average: 2,
          },
        },
        'POST vendor/1/reviews/9/reply': (request) => ({
          body: {
            ...review,
            reply: { text: (request.body as { text: string }).text, updatedAt: review.createdAt },
          },
        }),
      },
    });
    const kpis = await screen.findAllByTestId('kpi', {}, { timeout: 10_000 });
    expect(kpis[0]?.textContent).toContain('42');
    expect(kpis[3]?.textContent).toContain('12.50 EUR');
    expect(kpis[4]?.textContent).toContain('1 min 35 s');
    // The share the kitchen changed sits beside the share declined.
    expect(kpis[5]?.textContent).toMatch(/^Declined.*4\.8%$/);
    expect(kpis[6]?.textContent).toMatch(/^Changed.*7\.1%$/);

    const card = await screen.findByTestId('review', {}, { timeout: 10_000 });
    expect(card.textContent).toContain('Cold soup');
    expect(card.textContent).toContain('#000123');
    fireEvent.click(within(card).getByTestId('review-reply-open'));
    fireEvent.change(within(card).getByTestId('review-reply-text'), {
      target: { value: 'Sorry, on us next time' },
    });
    fireEvent.click(within(card).getByTestId('review-reply-send'));
    await waitFor(() => expect(server.callsTo('POST', 'vendor/1/reviews/9/reply')).toHaveLength(1));
    expect(server.callsTo('POST', 'vendor/1/reviews/9/reply')[0]?.body).toEqual({
      text: 'Sorry, on us next time',
    });
  }, 30_000);
});
