import {
  acceptsExportName,
  daysToPeriod,
  defaultExportName,
  type ExportLanguage,
  exportFileName,
  zonedDay,
} from '@larder/contract';
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAllLocations } from '@/shared/components/location-scope-select';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { useVendorSession } from '@/shared/session/vendor-context';
import { saveBlob, useExportArchive } from '../api/export-archive';
import { useArchiveFilter } from '../lib/archive-filter';

const PeriodPicker = lazy(() =>
  import('@/shared/components/period-picker').then((module) => ({ default: module.PeriodPicker })),
);

/**
 * view=archive-export: the file name (docs/product.md#archive-and-export: at most 30 characters, a longer
 * input is refused and the old value kept, an emptied name comes back on leaving, .xlsx appended), the
 * period, and Export ↔ Cancel. Cancel aborts the download, which stops the server's work too.
 */
export function ArchiveExportModal() {
  const { t, i18n } = useTranslation();
  const { vendorId, vendor } = useVendorSession();
  const { close } = useModalControls();
  // Opened over the archive, it starts from the status and days the archive's URL shows.
  const { view } = useArchiveFilter(vendor.timeZone);
  const allLocations = useAllLocations();
  const defaultName = defaultExportName(t('record.export.defaultTitle'), new Date(), vendor.timeZone);
  const [name, setName] = useState(defaultName);
  const [days, setDays] = useState<[string, string]>(view.days);
  const [progress, setProgress] = useState<{ rows: number | null; bytes: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const exportArchive = useExportArchive(vendorId);
  const running = exportArchive.isPending;

  const start = () => {
    const controller = new AbortController();
    abort.current = controller;
    setFailed(false);
    setProgress(null);
    const fileName = exportFileName(name || defaultName);
    exportArchive.mutate(
      {
        ...daysToPeriod(days[0], days[1], vendor.timeZone, new Date()),
        status: view.status,
        allLocations,
        name: fileName.replace(/\.xlsx$/, ''),
        lang: (i18n.language === 'ru' ? 'ru' : 'en') satisfies ExportLanguage,
        signal: controller.signal,
        onProgress: setProgress,
      },
      {
        onSuccess: (blob) => {
          saveBlob(blob, fileName);
          close();
        },
        // docs/product.md#how-the-web-app-reacts: an export failure is swallowed; the spinner stops and the
        // user may try again.
        onError: () => setFailed(!controller.signal.aborted),
      },
    );
  };

  return (
    <ModalLayout title={t('record.export.title')}>
      <Stack gap="md">
        <TextInput
          label={t('record.export.fileName')}
          value={name}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (acceptsExportName(next)) setName(next);
          }}
          onBlur={() => {
            if (!name.trim()) setName(defaultName);
          }}
          rightSection={
            <Text size="sm" c="dimmed" pr="xs">
              .xlsx
            </Text>
          }
          rightSectionWidth={52}
          disabled={running}
          data-testid="export-name"
        />
        <Text size="sm" c="dimmed" data-testid="export-locations">
          {allLocations ? t('locations.exportAll') : vendor.name}
        </Text>
        <Suspense fallback={<Skeleton h={36} />}>
          <PeriodPicker value={days} today={zonedDay(new Date(), vendor.timeZone)} onChange={setDays} />
        </Suspense>
        {running && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="export-progress">
            {progress?.rows !== null && progress?.rows !== undefined
              ? t('record.export.progressRows', {
                  count: progress.rows,
                  kb: Math.round(progress.bytes / 1024),
                })
              : t('record.export.preparing')}
          </Text>
        )}
        {failed && (
          <Text size="sm" c="red.8" role="status">
            {t('record.export.failed')}
          </Text>
        )}
        <Group justify="flex-end">
          {running ? (
            <Button variant="default" onClick={() => abort.current?.abort()} data-testid="export-cancel">
              {t('common.cancel')}
            </Button>
          ) : (
            <Button
              leftSection={<IconFileSpreadsheet size={18} />}
              onClick={start}
              data-testid="export-start"
            >
              {t('record.export.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </ModalLayout>
  );
}
