import type { Vendor } from '@larder/contract';

/**
 * The onboarding (docs/product.md#onboarding): header image (step 1), then location (step 2); a step already
 * done is skipped.
 */
export type OnboardingStep = 'first-step' | 'second-step' | 'create-catalog';

export function nextOnboardingStep(vendor: Pick<Vendor, 'image' | 'location'>): OnboardingStep {
  if (!vendor.image) return 'first-step';
  if (!vendor.location) return 'second-step';
  return 'create-catalog';
}
