import {
  AUDIT_ACTIONS,
  AUDIT_AREAS,
  type AuditAction,
  auditAreaOf,
  daysToPeriod,
  zonedDay,
} from '@larder/contract';
import { Alert, Button, Group, Loader, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { ShowMore } from '@/shared/components/show-more';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useVendorSession } from '@/shared/session/vendor-context';
import type { AuditFilter } from '../api/audit-keys';
import { useAudit } from '../api/get-audit';
import { useAuditPeople } from '../api/get-audit-people';
import { ActivityList } from '../components/activity-list';

const EVERYONE = '';

const PeriodPicker = lazy(() =>
  import('@/shared/components/period-picker').then((module) => ({ default: module.PeriodPicker })),
);

/** /vendor/{id}/activity: who changed what and when, newest first, by person and by action. */
export function ActivityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.activity'));
  const { vendorId, vendor } = useVendorSession();
  const [filter, setFilter] = useState<AuditFilter>({ action: null, userId: null, period: null });
  // The days picked on the vendor's calendar; none is all time.
  const [days, setDays] = useState<[string, string] | null>(null);
  const today = zonedDay(new Date(), vendor.timeZone);
  const filtered = days !== null || filter.action !== null || filter.userId !== null;
  const pickDays = (picked: [string, string] | null) => {
    setDays(picked);
    const period = picked ? daysToPeriod(picked[0], picked[1], vendor.timeZone, new Date()) : null;
    setFilter({ ...filter, period });
  };
  const query = useAudit(vendorId, filter);
  const people = useAuditPeople(vendorId);
  // Rows written while paging push older ones down a page: each is shown once.
  const entries = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.content)
      .filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
  }, [query.data]);

  const personOptions = [
    { value: EVERYONE, label: t('audit.filters.everyone') },
    ...(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
  ];
  const actionOptions = [
    { group: t('audit.filters.any'), items: [{ value: EVERYONE, label: t('audit.filters.allActions') }] },
    ...AUDIT_AREAS.map((area) => ({
      group: t(`audit.areas.${area}`),
      items: AUDIT_ACTIONS.filter((action) => auditAreaOf(action) === area).map((action) => ({
        value: action,
        label: t(`audit.actions.${action}`),
      })),
    })),
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.activity.title')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('audit.filters.person')}
          data={personOptions}
          value={filter.userId === null ? EVERYONE : String(filter.userId)}
          onChange={(value) => setFilter({ ...filter, userId: value ? Number(value) : null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
          data-testid="activity-person-filter"
        />
        <Select
          label={t('audit.filters.action')}
          data={actionOptions}
          value={filter.action ?? EVERYONE}
          onChange={(value) => setFilter({ ...filter, action: (value || null) as AuditAction | null })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 300 }}
          data-testid="activity-action-filter"
        />
        <Suspense fallback={<Skeleton h={36} w={240} />}>
          <PeriodPicker
            value={days}
            today={today}
            onChange={pickDays}
            placeholder={t('audit.filters.allTime')}
          />
        </Suspense>
        {days && (
          <Button variant="subtle" onClick={() => pickDays(null)} data-testid="activity-all-time">
            {t('audit.filters.allTime')}
          </Button>
        )}
      </Group>

      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('audit.loadFailed')}</Text>
            <Button size="xs" variant="white" onClick={() => void query.refetch()}>
              {t('record.retry')}
            </Button>
          </Group>
        </Alert>
      ) : entries.length === 0 ? (
        <EmptyPageState
          icon={<IconHistory size={28} />}
          title={filtered ? t('audit.noMatch') : t('audit.emptyTitle')}
          description={filtered ? undefined : t('audit.emptyDescription')}
        />
      ) : (
        <>
          <ActivityList entries={entries} timeZone={vendor.timeZone} />
          <ShowMore
            query={query}
            more={t('audit.more')}
            shown={t('audit.shown', { count: entries.length })}
            testId="activity-more"
          />
        </>
      )}
    </Stack>
  );
}
