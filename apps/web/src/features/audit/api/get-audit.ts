import { AUDIT_PAGE_SIZE, type AuditPage } from '@larder/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { type AuditFilter, auditKeys } from './audit-keys';

/** GET /vendor/{vendorId}/audit: one page of the vendor's activity, newest first. */
export function getAudit(
  vendorId: number,
  filter: AuditFilter,
  page: number,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return api.get<AuditPage>(`vendor/${vendorId}/audit`, {
    signal,
    query: {
      page,
      size: AUDIT_PAGE_SIZE.default,
      action: filter.action,
      userId: filter.userId,
      from: filter.period?.from,
      to: filter.period?.to,
    },
  });
}

export const auditQueryOptions = (vendorId: number, filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(vendorId, filter),
    queryFn: ({ pageParam, signal }) => getAudit(vendorId, filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page, pages) => (page.last ? undefined : pages.length),
  });

/** The activity as pages loaded on demand. */
export function useAudit(vendorId: number, filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(vendorId, filter));
}
