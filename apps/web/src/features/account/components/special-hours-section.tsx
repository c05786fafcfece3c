import {
  addDays,
  can,
  SPECIAL_HOURS_LIMITS,
  type SpecialDay,
  type SpecialHoursRequest,
  type SpecialInterval,
  specialDateProblem,
  validSpecialIntervals,
  zonedDay,
} from '@larder/contract';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { errorMessage } from '@/shared/api/error-message';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useSpecialHours } from '../api/get-special-hours';
import { useUpdateSpecialHours } from '../api/update-special-hours';

const DEFAULT_INTERVAL: SpecialInterval = { from: '10:00', until: '16:00' };

/** A new row of hours starts an hour after the last one closes: the evening after a break. */
function nextInterval(current: SpecialInterval[]): SpecialInterval {
  const lastUntil = current.at(-1)?.until ?? DEFAULT_INTERVAL.until;
  const [hours = 0, minutes = 0] = lastUntil.split(':').map(Number);
  const from = Math.min(hours + 1, 22);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${pad(from)}:${pad(minutes)}`, until: `${pad(Math.min(from + 4, 23))}:${pad(minutes)}` };
}

/** The list as PUT takes it: a closed day, or a day of other hours. */
const toRequest = (list: SpecialDay[]): SpecialHoursRequest =>
  list.map((day) => {
    const note = day.note ? { note: day.note } : {};
    return day.closed
      ? { date: day.date, closed: true as const, ...note }
      : { date: day.date, intervals: day.intervals, ...note };
  });

/**
 * The vendor's special and holiday hours (docs/product.md#special-and-holiday-hours) under its
 * details: the upcoming days, and for owners and managers a form that adds a closed day, a day of
 * other hours or a range of days, and a button that removes one. Every change sends the whole list.
 */
export function SpecialHoursSection() {
  const { t, i18n } = useTranslation();
  const { user, vendor, vendorId } = useVendorSession();
  const editable = can(user.role, 'orderSettings.edit');
  const { data: list = [] } = useSpecialHours(vendorId);
  const save = useUpdateSpecialHours(vendorId);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [mode, setMode] = useState<'closed' | 'hours'>('closed');
  const [intervals, setIntervals] = useState<SpecialInterval[]>([DEFAULT_INTERVAL]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const dateLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));

  const add = () => {
    const today = zonedDay(new Date(), vendor.timeZone);
    const end = last || first;
    const why = specialDateProblem(first, today) ?? specialDateProblem(end, today);
    if (!first || end < first) return setProblem(t('specialHours.badRange'));
    if (why) return setProblem(t(why === 'past' ? 'specialHours.past' : 'specialHours.tooFar'));
    if (mode === 'hours' && !validSpecialIntervals(intervals)) return setProblem(t('specialHours.badHours'));
    const added: SpecialDay[] = [];
    for (let date = first; date <= end; date = addDays(date, 1)) {
      added.push({
        date,
        closed: mode === 'closed',
        intervals: mode === 'closed' ? [] : intervals,
        note: note.trim() || null,
      });
    }
    const dates = new Set(added.map((day) => day.date));
    const next = [...list.filter((day) => !dates.has(day.date)), ...added];
    if (next.length > SPECIAL_HOURS_LIMITS.entries) {
      return setProblem(t('specialHours.tooMany', { count: SPECIAL_HOURS_LIMITS.entries }));
    }
    setProblem(null);
    save.mutate(toRequest(next), {
      onSuccess: () => {
        setFirst('');
        setLast('');
        setNote('');
      },
    });
  };

  const changeInterval = (index: number, change: Partial<SpecialInterval>) =>
    setIntervals((current) =>
      current.map((interval, i) => (i === index ? { ...interval, ...change } : interval)),
    );

  const remove = (date: string) => save.mutate(toRequest(list.filter((day) => day.date !== date)));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="special-hours">
      <Title order={3} fz="h4" mb={4}>
        {t('specialHours.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('specialHours.hint')}
      </Text>
      <Stack gap="xs" mb={editable ? 'lg' : 0}>
        {list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('specialHours.empty')}
          </Text>
        )}
        {list.map((day) => (
          <Group key={day.date} justify="space-between" wrap="nowrap" data-testid={`special-day-${day.date}`}>
            <Text size="sm">
              <Text span fw={600}>
                {dateLabel(day.date)}
              </Text>
              {' — '}
              {day.closed
                ? t('specialHours.closed')
                : day.intervals.map((interval) => `${interval.from}–${interval.until}`).join(', ')}
              {day.note && (
                <Text span c="dimmed">
                  {` (${day.note})`}
                </Text>
              )}
            </Text>
            {editable && (
              <Tooltip label={t('specialHours.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${t('specialHours.remove')}: ${day.date}`}
                  onClick={() => remove(day.date)}
                  disabled={save.isPending}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
      </Stack>
      {editable && (
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <TextInput
              type="date"
              label={t('specialHours.dateFrom')}
              value={first}
              onChange={(event) => setFirst(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('specialHours.dateUntil')}
              value={last}
              onChange={(event) => setLast(event.currentTarget.value)}
            />
            <SegmentedControl
              value={mode}
              onChange={(value) => setMode(value as 'closed' | 'hours')}
              data={[
                { value: 'closed', label: t('specialHours.modeClosed') },
                { value: 'hours', label: t('specialHours.modeHours') },
              ]}
            />
          </Group>
          {mode === 'hours' && (
            <Stack gap="xs" data-testid="special-hours-intervals">
              {intervals.map((interval, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the positions of one list
                <Group key={index} gap="sm" align="flex-end" wrap="nowrap">
                  <TextInput
                    type="time"
                    label={index === 0 ? t('specialHours.from') : undefined}
                    aria-label={index === 0 ? undefined : `${t('specialHours.from')} ${index + 1}`}
                    value={interval.from}
                    onChange={(event) => changeInterval(index, { from: event.currentTarget.value })}
                  />
                  <TextInput
                    type="time"
                    label={index === 0 ? t('specialHours.until') : undefined}
                    aria-label={index === 0 ? undefined : `${t('specialHours.until')} ${index + 1}`}
                    value={interval.until}
                    onChange={(event) => changeInterval(index, { until: event.currentTarget.value })}
                  />
                  {index > 0 && (
                    <Tooltip label={t('specialHours.removeInterval')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        aria-label={`${t('specialHours.removeInterval')} ${index + 1}`}
                        onClick={() => setIntervals((current) => current.filter((_, i) => i !== index))}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              ))}
              {intervals.length < SPECIAL_HOURS_LIMITS.intervalsPerDay && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => setIntervals((current) => [...current, nextInterval(current)])}
                >
                  {t('specialHours.addInterval')}
                </Button>
              )}
            </Stack>
          )}
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('specialHours.note')}
              placeholder={t('specialHours.notePlaceholder')}
              maxLength={SPECIAL_HOURS_LIMITS.note}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Button onClick={add} loading={save.isPending} data-testid="special-hours-add">
              {t('specialHours.add')}
            </Button>
          </Group>
          {(problem || save.error) && (
            <Text size="sm" c="red" role="alert">
              {problem ?? errorMessage(save.error, t)}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
