import { ARCHIVE_STATUSES, daysToPeriod, type OrderStatus, zonedDay } from '@larder/contract';
import { Button, Group, Loader, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArchive,
  IconFileSpreadsheet,
  IconFilterOff,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import {
  LocationScopeSelect,
  useAllLocations,
  useLocationNames,
} from '@/shared/components/location-scope-select';
import { PageHeader } from '@/shared/components/page-header';
import { ShowMore } from '@/shared/components/show-more';
import { WarningModal } from '@/shared/components/warning-modal';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useArchiveOrders } from '../api/get-archive-orders';
import { ArchiveTable } from '../components/archive-table';
import { defaultArchiveDays, useArchiveFilter } from '../lib/archive-filter';

// The date library comes only with the pages that pick periods.
const PeriodPicker = lazy(() =>
  import('@/shared/components/period-picker').then((module) => ({ default: module.PeriodPicker })),
);

/** /vendor/{id}/archive: every order of a period, newest first, with filters, preview and export. */
export function ArchivePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.archive'));
  const { vendorId, vendor } = useVendorSession();
  const { openModal } = useModalParams();
  const timeZone = vendor.timeZone;
  const { view, setView } = useArchiveFilter(timeZone);
  const allLocations = useAllLocations();
  const locationNames = useLocationNames();
  const [search] = useDebouncedValue(view.search, 300);
  const today = zonedDay(new Date(), timeZone);
  // The period's end is fixed when the days are picked, so that paging reads one stable list.
  const [firstDay, lastDay] = view.days;
  const filter = useMemo(
    () => ({
      status: view.status,
      search,
      allLocations,
      ...daysToPeriod(firstDay, lastDay, timeZone, new Date()),
    }),
    [view.status, firstDay, lastDay, search, timeZone, allLocations],
  );
  const query = useArchiveOrders(vendorId, filter);
  const defaultDays = defaultArchiveDays(timeZone);
  const filtered =
    view.status !== null || view.search !== '' || firstDay !== defaultDays[0] || lastDay !== defaultDays[1];
  const clearFilters = () => setView({ status: null, search: '', days: defaultDays });
  const orders = query.data?.pages.flatMap((page) => page.content) ?? [];
  // docs/product.md#how-the-web-app-reacts: a failed load opens the error modal; each new failure opens it
  // again.
  const [dismissedFailure, setDismissedFailure] = useState(0);
  const failureShown = query.isError && !query.isFetching && dismissedFailure !== query.errorUpdatedAt;
  // A failed "more" keeps the pages already shown and asks for the next one again.
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());

  const statusOptions = [
    { value: '', label: t('record.archive.allStatuses') },
    ...ARCHIVE_STATUSES.map((status) => ({ value: status, label: t(`record.status.${status}`) })),
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.archive.title')}
        actions={
          <Button
            leftSection={<IconFileSpreadsheet size={18} />}
            variant="light"
            onClick={() => openModal('archive-export')}
            data-testid="archive-export-open"
          >
            {t('record.export.open')}
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LocationScopeSelect />
        <Select
          label={t('record.archive.status')}
          data={statusOptions}
          value={view.status ?? ''}
          onChange={(value) => setView({ status: (value || null) as OrderStatus | null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="archive-status"
        />
        <Suspense fallback={<Skeleton h={36} w={240} />}>
          <PeriodPicker value={view.days} today={today} onChange={(days) => setView({ days })} />
        </Suspense>
        <TextInput
          label={t('record.archive.search')}
          placeholder={t('record.archive.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={view.search}
          onChange={(event) => setView({ search: event.currentTarget.value }, { replace: true })}
          w={{ base: '100%', xs: 260 }}
          maxLength={32}
          data-testid="archive-search"
        />
      </Group>

      <WarningModal
        opened={failureShown}
        onClose={() => setDismissedFailure(query.errorUpdatedAt)}
        message={t('record.archive.loadFailed')}
        action={{
          label: t('record.retry'),
          onClick: () => {
            setDismissedFailure(query.errorUpdatedAt);
            retry();
          },
        }}
      />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : query.isError && orders.length === 0 ? (
        <EmptyPageState
          icon={<IconArchive size={28} />}
          title={t('record.archive.loadFailed')}
          description={t('record.archive.loadFailedHint')}
        >
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching}
            onClick={retry}
            data-testid="archive-retry"
          >
            {t('record.retry')}
          </Button>
        </EmptyPageState>
      ) : orders.length === 0 && filtered ? (
        // The filters match nothing: the archive itself may hold plenty.
        <EmptyPageState
          icon={<IconFilterOff size={28} />}
          title={t('record.archive.noMatchTitle')}
          description={t('record.archive.emptyPeriod')}
        >
          <Button variant="default" onClick={clearFilters} data-testid="archive-clear-filters">
            {t('record.archive.clearFilters')}
          </Button>
        </EmptyPageState>
      ) : orders.length === 0 ? (
        <EmptyPageState
          icon={<IconArchive size={28} />}
          title={t('pages.archive.emptyTitle')}
          description={t('record.archive.emptyMonth')}
        />
      ) : (
        <>
          <ArchiveTable
            orders={orders}
            timeZone={timeZone}
            locationNames={allLocations ? locationNames : undefined}
          />
          <ShowMore
            query={query}
            more={t('record.archive.more')}
            shown={t('record.archive.shown', { count: orders.length })}
            testId="archive-more"
          />
        </>
      )}
    </Stack>
  );
}
