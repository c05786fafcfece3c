import type { AuditPerson } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { auditKeys } from './audit-keys';

/** GET /vendor/{vendorId}/audit/people: everyone in the vendor's log, for the person filter. */
export function getAuditPeople(vendorId: number, signal?: AbortSignal): Promise<AuditPerson[]> {
  return api.get<AuditPerson[]>(`vendor/${vendorId}/audit/people`, { signal });
}

export const auditPeopleQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: auditKeys.people(vendorId),
    queryFn: ({ signal }) => getAuditPeople(vendorId, signal),
  });

export function useAuditPeople(vendorId: number) {
  return useQuery(auditPeopleQueryOptions(vendorId));
}
