import {
  DAYS,
  type Day,
  validWorkingHours,
  type WorkingHours,
  type WorkingHoursProblem,
  type WorkingHoursRequest,
  workingHoursProblems,
} from '@larder/contract';
import { Alert, Checkbox, type ComboboxData, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { ModalLayout } from '@/shared/components/modal-layout';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useCatalogue } from '../../api/get-catalogue';
import { useSetCatalogueWorkingHours } from '../../api/set-catalogue-working-hours';
import { useSetSectionWorkingHours } from '../../api/set-section-working-hours';
import { useModalSave } from '../../hooks/use-modal-save';
import { useSectionIdParam } from '../../hooks/use-modal-target';
import {
  type DayDraft,
  draftFromHours,
  dropdownPosition,
  fromOptions,
  nextDayOf,
  parseUntilValue,
  requestFromDraft,
  untilOptions,
  untilValue,
  type WeekDraft,
} from '../../lib/working-hours-form';
import { SaveFooter, SectionModalFrame } from './detail-modal-frame';
import classes from './working-hours-modal.module.css';

/**
 * view=change-section-working-hours&section=<id> (docs/product.md#working-hours): the hours of the
 * section of the `section` parameter, or of the whole catalogue without one.
 */
export function ChangeSectionWorkingHoursModal() {
  const sectionId = useSectionIdParam();
  return sectionId === null ? <CatalogueWorkingHours /> : <SectionWorkingHours />;
}

/** view=change-catalog-working-hours: the whole catalogue's hours (a section parameter is ignored). */
export function ChangeCatalogueWorkingHoursModal() {
  return <CatalogueWorkingHours />;
}

function useCatalogueHours(): { hours: WorkingHours | null; loading: boolean } {
  const { account } = useVendorSession();
  const catalogue = useCatalogue(account.id);
  if (catalogue.data) return { hours: catalogue.data.workingHours, loading: false };
  // The account in the session carries the same hours when the catalogue cannot be loaded.
  return { hours: account.workingHours, loading: catalogue.isPending };
}

function CatalogueWorkingHours() {
  const { t } = useTranslation();
  const { account } = useVendorSession();
  const { hours, loading } = useCatalogueHours();
  const setHours = useSetCatalogueWorkingHours(account.id);
  return (
    <ModalLayout title={t('catalogueModals.workingHours.catalogueTitle')}>
      {loading ? (
        <CenteredSpinner />
      ) : (
        <WorkingHoursForm
          initial={hours}
          hint={t('catalogueModals.workingHours.catalogueHint')}
          onSave={(request) => setHours.mutateAsync(request)}
        />
      )}
    </ModalLayout>
  );
}

function SectionWorkingHours() {
  const { t } = useTranslation();
  const { account } = useVendorSession();
  const catalogueHours = useCatalogueHours();
  const setHours = useSetSectionWorkingHours(account.id);
  return (
    <SectionModalFrame title={t('catalogueModals.workingHours.sectionTitle')}>
      {(section) =>
        section.workingHours === null && catalogueHours.loading ? (
          <CenteredSpinner />
        ) : (
          <WorkingHoursForm
            // Until a section has hours of its own it follows the catalogue's.
            initial={section.workingHours ?? catalogueHours.hours}
            hint={t('catalogueModals.workingHours.sectionHint', { name: section.name })}
            note={section.workingHours === null ? t('catalogueModals.workingHours.inherits') : undefined}
            onSave={(request) => setHours.mutateAsync({ sectionId: section.id, body: request })}
          />
        )
      }
    </SectionModalFrame>
  );
}

type OpenDropdown = { key: string; position: 'top' | 'bottom' } | null;

export function WorkingHoursForm({
  initial,
  hint,
  note,
  onSave,
}: {
  initial: WorkingHours | null;
  hint: ReactNode;
  note?: ReactNode;
  onSave: (request: WorkingHoursRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { state, save, warningModal } = useModalSave();
  const [draft, setDraft] = useState<WeekDraft>(() => draftFromHours(initial));
  // Only one time dropdown is open at a time.
  const [open, setOpen] = useState<OpenDropdown>(null);

  const request = requestFromDraft(draft);
  const problems = new Map<Day, WorkingHoursProblem>();
  for (const { day, problem } of workingHoursProblems(request))
    if (!problems.has(day)) problems.set(day, problem);

  const updateDay = (day: Day, change: Partial<DayDraft>) =>
    setDraft((current) => ({ ...current, [day]: { ...current[day], ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    if (validWorkingHours(request) !== true) return;
    await save(
      () => onSave(request),
      // docs/product.md#how-the-web-app-reacts: something went wrong, plus the refusal's message, else the
      // hint.
      (error) =>
        isApiError(error) && error.status !== null
          ? errorMessage(error, t, 'validation.workingHours')
          : t('validation.workingHours'),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {note && (
          <Text size="sm" c="dimmed" fs="italic">
            {note}
          </Text>
        )}
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('catalogueModals.workingHours.days')}
        >
          {DAYS.map((day) => (
            <DayRow
              key={day}
              day={day}
              row={draft[day]}
              nextDay={draft[nextDayOf(day)]}
              problem={problems.get(day)}
              open={open}
              setOpen={setOpen}
              onChange={(change) => updateDay(day, change)}
            />
          ))}
        </Stack>
        {problems.size > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="working-hours-error"
          >
            {t('validation.workingHours')}
          </Alert>
        )}
      </Stack>
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}

function DayRow({
  day,
  row,
  nextDay,
  problem,
  open,
  setOpen,
  onChange,
}: {
  day: Day;
  row: DayDraft;
  nextDay: DayDraft;
  problem: WorkingHoursProblem | undefined;
  open: OpenDropdown;
  setOpen: (next: OpenDropdown | ((current: OpenDropdown) => OpenDropdown)) => void;
  onChange: (change: Partial<DayDraft>) => void;
}) {
  const { t } = useTranslation();
  const dayName = t(`catalogueModals.workingHours.dayNames.${day}`);
  const nextDayLabel = (time: string) => t('catalogueModals.workingHours.nextDayTime', { time });
  // A closed dropdown gets only its current option: a Select pays for every option it is given.
  const fromData = (): SelectData => fromOptions(row.from);
  const untilData = (): SelectData => {
    const until = untilOptions(row, nextDay.off ? null : nextDay.from, nextDayLabel);
    return [
      { group: t('catalogueModals.workingHours.sameDay'), items: until.sameDay },
      ...(until.nextDay.length > 0
        ? [{ group: t('catalogueModals.workingHours.afterMidnight'), items: until.nextDay }]
        : []),
    ];
  };
  const untilLabel = row.nextDay ? nextDayLabel(row.until) : row.until;
  const dropdown = (key: string) => ({
    opened: open?.key === key,
    position: open?.key === key ? open.position : ('bottom' as const),
    onOpen: (position: 'top' | 'bottom') => setOpen({ key, position }),
    onClose: () => setOpen((current) => (current?.key === key ? null : current)),
  });

  return (
    <li
      className={classes.row}
      data-testid={`working-hours-${day}`}
      data-off={row.off || undefined}
      data-invalid={problem ? true : undefined}
    >
      <Stack gap={0} className={classes.day}>
        <Text fw={600} size="sm" c={row.off ? 'dimmed' : undefined}>
          {dayName}
        </Text>
        {problem && !row.off && (
          <Text size="xs" c="red.7">
            {t(`catalogueModals.workingHours.problems.${problem}`)}
          </Text>
        )}
      </Stack>
      <div className={classes.from}>
        <TimeSelect
          label={t('catalogueModals.workingHours.fromLabel', { day: dayName })}
          placeholder={t('catalogueModals.workingHours.from')}
          data={fromData}
          valueLabel={row.from}
          value={row.from}
          disabled={row.off}
          error={Boolean(problem) && !row.off}
          onChange={(from) => onChange({ from })}
          dropdown={dropdown(`${day}:from`)}
          testId={`working-hours-${day}-from`}
        />
      </div>
      <Text size="sm" c="dimmed" aria-hidden className={classes.dash}>
        –
      </Text>
      <div className={classes.until}>
        <TimeSelect
          label={t('catalogueModals.workingHours.untilLabel', { day: dayName })}
          placeholder={t('catalogueModals.workingHours.until')}
          data={untilData}
          valueLabel={untilLabel}
          value={untilValue(row)}
          disabled={row.off}
          error={Boolean(problem) && !row.off}
          onChange={(value) => onChange(parseUntilValue(value))}
          dropdown={dropdown(`${day}:until`)}
          testId={`working-hours-${day}-until`}
        />
      </div>
      <Checkbox
        className={classes.off}
        label={t('catalogueModals.workingHours.dayOff')}
        aria-label={t('catalogueModals.workingHours.dayOffLabel', { day: dayName })}
        checked={row.off}
        onChange={(event) => onChange({ off: event.currentTarget.checked })}
        data-testid={`working-hours-${day}-off`}
      />
    </li>
  );
}

type SelectData = ComboboxData<string>;

const TIME_SELECT_WIDTH = 170;

function TimeSelect({
  label,
  placeholder,
  data,
  valueLabel,
  value,
  disabled,
  error,
  onChange,
  dropdown,
  testId,
}: {
  label: string;
  placeholder: string;
  /** The options, asked for only while the dropdown is open. */
  data: () => SelectData;
  valueLabel: string;
  value: string;
  disabled: boolean;
  error: boolean;
  onChange: (value: string) => void;
  dropdown: {
    opened: boolean;
    position: 'top' | 'bottom';
    onOpen: (position: 'top' | 'bottom') => void;
    onClose: () => void;
  };
  testId: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Select
      ref={ref}
      aria-label={label}
      placeholder={placeholder}
      data={dropdown.opened ? data() : [{ value, label: valueLabel }]}
      value={value}
      onChange={(next) => {
        if (next) onChange(next);
        dropdown.onClose();
      }}
      allowDeselect={false}
      withCheckIcon={false}
      disabled={disabled}
      error={error}
      // One width for both ends of a day, wide enough for "02:00 (next day)".
      w={TIME_SELECT_WIDTH}
      maxDropdownHeight={200}
      dropdownOpened={dropdown.opened}
      onDropdownOpen={() => {
        const rect = ref.current?.getBoundingClientRect();
        const spaceBelow = rect ? window.innerHeight - rect.bottom : Number.POSITIVE_INFINITY;
        dropdown.onOpen(dropdownPosition(spaceBelow));
      }}
      onDropdownClose={dropdown.onClose}
      comboboxProps={{
        position: dropdown.position,
        middlewares: { flip: false, shift: true },
        // The dropdown is told where to open (below when there is room, else above), so it must not flip on
        // its own.
        withinPortal: true,
      }}
      data-testid={testId}
      data-dropdown-position={dropdown.opened ? dropdown.position : undefined}
    />
  );
}
