import type { UpdateVendorRequest, User, Vendor } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';

/** PATCH /vendor/users/me/vendors/{id}: only the fields sent change; answers the vendor. */
export function updateVendor(vendorId: number, body: UpdateVendorRequest): Promise<Vendor> {
  return api.patch<Vendor>(`vendor/users/me/vendors/${vendorId}`, body);
}

/**
 * The vendor lives inside users/me: the answer replaces it there. A save that can activate the
 * account (onboarding) refetches users/me itself, once it has moved on to the next step.
 */
export function applyVendorToMe(queryClient: QueryClient, vendor: Vendor) {
  queryClient.setQueryData<User | null>(userKeys.me(), (user) =>
    user
      ? {
          ...user,
          account: {
            ...user.account,
            vendors: user.account.vendors.map((v) => (v.id === vendor.id ? vendor : v)),
          },
        }
      : user,
  );
}

export const updateVendorMutationOptions = (queryClient: QueryClient, vendorId: number) =>
  mutationOptions({
    mutationKey: [...userKeys.me(), 'vendor', vendorId, 'update'],
    mutationFn: (body: UpdateVendorRequest) => updateVendor(vendorId, body),
    onSuccess: (vendor) => applyVendorToMe(queryClient, vendor),
  });

export function useUpdateVendor(vendorId: number) {
  return useMutation(updateVendorMutationOptions(useQueryClient(), vendorId));
}
