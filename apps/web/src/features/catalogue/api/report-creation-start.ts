import type { ClientOnboardingEvent, OnboardingEventRequest } from '@larder/contract';
import { useEffect, useRef } from 'react';
import { api } from '@/shared/api/client';
import { useVendorSession } from '@/shared/session/vendor-context';

/**
 * POST /vendor/{vendorId}/onboarding/events {event}: a creation modal was opened
 * (docs/product.md#onboarding).
 */
export function reportCreationStart(vendorId: number, event: ClientOnboardingEvent): Promise<unknown> {
  const body: OnboardingEventRequest = { event };
  return api.post(`vendor/${vendorId}/onboarding/events`, body);
}

/**
 * Reports `event` once when the modal that calls it opens. Only the browser knows a creation has
 * started (the server records its end); a report that fails is dropped: it must never get in the
 * way of creating the item.
 */
export function useReportCreationStart(event: ClientOnboardingEvent) {
  const { vendorId } = useVendorSession();
  // Once per opening, even when development mode mounts the modal twice.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportCreationStart(vendorId, event).catch(() => {});
  }, [vendorId, event]);
}
