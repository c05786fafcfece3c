import type { AuditAction } from '@larder/contract';

export interface AuditFilter {
  action: AuditAction | null;
  userId: number | null;
  /**
   * The instants of the whole vendor days picked (from included, to excluded), or null for all
   * time: fixed when the days are picked, so paging reads one stable list.
   */
  period: { from: string; to: string } | null;
}

/** Query keys of the audit log (docs/architecture.md#repository-layout: one factory per resource). */
export const auditKeys = {
  all: ['audit'] as const,
  vendor: (vendorId: number) => [...auditKeys.all, vendorId] as const,
  list: (vendorId: number, filter: AuditFilter) => [...auditKeys.vendor(vendorId), 'list', filter] as const,
  people: (vendorId: number) => [...auditKeys.vendor(vendorId), 'people'] as const,
};
