import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ru';
import { ARCHIVE_MIN_DATE } from '@larder/contract';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';

export interface PeriodPickerProps {
  /** Whole days 'YYYY-MM-DD', both included; null when none are picked (the placeholder shows). */
  value: [string, string] | null;
  onChange: (value: [string, string]) => void;
  /** Today on the vendor's calendar: nothing later can be picked. */
  today: string;
  label?: string;
  placeholder?: string;
}

/**
 * The date picker for a period (docs/product.md#archive-and-export): weeks start on Monday, days after today
 * or before 1 January 2022 are disabled, dates read dd/mm/yyyy. A half-picked range is not reported. Loaded
 * lazily: the date library only comes with the pages that pick periods.
 */
export function PeriodPicker({ value, onChange, today, label, placeholder }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  // The first day clicked, until the second: the picker is controlled, and without it shown
  // the half-picked range would be lost (only whole ranges are reported).
  const [start, setStart] = useState<string | null>(null);
  return (
    <DatesProvider settings={{ firstDayOfWeek: 1, locale: i18n.language }}>
      <DatePickerInput
        type="range"
        label={label ?? t('record.period.label')}
        aria-label={label ?? t('record.period.label')}
        value={start ? [start, null] : (value ?? [null, null])}
        placeholder={placeholder}
        onChange={([from, to]) => {
          if (from && to) {
            setStart(null);
            onChange([String(from).slice(0, 10), String(to).slice(0, 10)]);
          } else setStart(from ? String(from).slice(0, 10) : null);
        }}
        onDropdownClose={() => setStart(null)}
        minDate={ARCHIVE_MIN_DATE}
        maxDate={today}
        valueFormat="DD/MM/YYYY"
        leftSection={<IconCalendar size={16} />}
        allowSingleDateInRange
        miw={240}
        data-testid="period-picker"
      />
    </DatesProvider>
  );
}
