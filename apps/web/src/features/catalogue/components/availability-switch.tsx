import {
  type AvailableUntil,
  backAtParts,
  isAvailableAt,
  SOLD_OUT_SHORT_HOURS,
  UNTIL_TOMORROW,
} from '@larder/contract';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconInfinity, IconSunrise } from '@tabler/icons-react';
import { type ReactElement, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import classes from './catalogue.module.css';
import { TileSwitch } from './tile-switch';

/** What the availability switch asks for: on, or off until a moment (null: until switched back). */
export interface AvailabilityChoice {
  available: boolean;
  until?: AvailableUntil | null;
}

interface Availability {
  available: boolean;
  availableAgainAt: string | null;
}

/**
 * The availability switch of a product or component tile. Switching on is immediate; switching
 * off asks for how long first — until tomorrow, for a few hours, or until switched back — since a
 * kitchen that runs out usually has the item again the next morning.
 *
 * The question's popover is mounted only when it is first asked, and kept from then on: a grid of
 * 60 tiles (or a page of search results) would otherwise set up 60 floating popovers nobody opens,
 * the largest part of what a tile costs to create.
 */
export function AvailabilitySwitch({
  label,
  item,
  onChange,
  testId,
}: {
  label: string;
  item: Availability;
  onChange: (choice: AvailabilityChoice) => void;
  testId: string;
}) {
  const [asked, setAsked] = useState(false);
  const [asking, setAsking] = useState(false);
  const ask = () => {
    setAsked(true);
    setAsking(true);
  };
  const target = (
    <span>
      <TileSwitch
        label={label}
        checked={item.available}
        onChange={(checked) => (checked ? onChange({ available: true }) : ask())}
        color="teal"
        testId={testId}
      />
    </span>
  );
  if (!asked) return target;
  return (
    <AvailabilityQuestion
      opened={asking}
      onOpenedChange={setAsking}
      onChoose={(until) => {
        setAsking(false);
        onChange({ available: false, until });
      }}
      testId={testId}
    >
      {target}
    </AvailabilityQuestion>
  );
}

/** How long the item is off: the popover under the switch (`children`). */
function AvailabilityQuestion({
  opened,
  onOpenedChange,
  onChoose,
  testId,
  children,
}: {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onChoose: (until: AvailableUntil | null) => void;
  testId: string;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    // The target is the switch itself (role switch): the popover must not add aria-expanded to its wrapper.
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-start"
      shadow="md"
      withArrow
      trapFocus
      withRoles={false}
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown p="xs" data-testid={`${testId}-menu`}>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" px={6}>
            {t('catalogue.availability.question')}
          </Text>
          <Button
            variant="subtle"
            justify="flex-start"
            leftSection={<IconSunrise size={16} />}
            onClick={() => onChoose(UNTIL_TOMORROW)}
            data-testid={`${testId}-until-tomorrow`}
          >
            {t('catalogue.availability.untilTomorrow')}
          </Button>
          <Button
            variant="subtle"
            justify="flex-start"
            leftSection={<IconClockHour4 size={16} />}
            onClick={() => onChoose(new Date(Date.now() + SOLD_OUT_SHORT_HOURS * 3_600_000).toISOString())}
            data-testid={`${testId}-for-hours`}
          >
            {t('catalogue.availability.forHours', { count: SOLD_OUT_SHORT_HOURS })}
          </Button>
          <Button
            variant="subtle"
            justify="flex-start"
            leftSection={<IconInfinity size={16} />}
            onClick={() => onChoose(null)}
            data-testid={`${testId}-until-back`}
          >
            {t('catalogue.availability.untilSwitchedBack')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** "back at 06:00" (with the day when it is not today) on an item that is off until a time. */
export function BackAt({ item, timeZone, testId }: { item: Availability; timeZone: string; testId: string }) {
  const { t, i18n } = useTranslation();
  if (item.available || !item.availableAgainAt) return null;
  const now = new Date();
  // Already due: the catalogue is being read again (see get-catalogue), so say nothing stale.
  if (isAvailableAt(item, now)) return null;
  const { time, day } = backAtParts(item.availableAgainAt, now, timeZone, i18n.language);
  const text =
    day === 'today'
      ? t('catalogue.availability.backAt', { time })
      : day === 'tomorrow'
        ? t('catalogue.availability.backTomorrowAt', { time })
        : t('catalogue.availability.backOnAt', { day, time });
  return (
    <span className={classes.backAt} data-testid={testId}>
      {text}
    </span>
  );
}
