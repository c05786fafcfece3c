import type { LocationRequest, Vendor } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';
import { applyVendorToMe } from './update-vendor';

/** PUT /vendor/users/me/vendors/{id}/location; 400 OutsideDeliveryZone outside the zone. */
export function setVendorLocation(vendorId: number, body: LocationRequest): Promise<Vendor> {
  return api.put<Vendor>(`vendor/users/me/vendors/${vendorId}/location`, body);
}

export const setVendorLocationMutationOptions = (queryClient: QueryClient, vendorId: number) =>
  mutationOptions({
    mutationKey: [...userKeys.me(), 'vendor', vendorId, 'location'],
    mutationFn: (body: LocationRequest) => setVendorLocation(vendorId, body),
    onSuccess: (vendor) => applyVendorToMe(queryClient, vendor),
  });

export function useSetVendorLocation(vendorId: number) {
  return useMutation(setVendorLocationMutationOptions(useQueryClient(), vendorId));
}
