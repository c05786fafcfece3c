import { LIMITS, type Section } from '@larder/contract';
import { Center, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Counter } from '@/shared/components/counter';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useUpdateSection } from '../../api/update-section';
import { useModalSave } from '../../hooks/use-modal-save';
import { SaveFooter, SectionModalFrame } from './detail-modal-frame';

const { min, max, step } = LIMITS.cookingTime;

/** The stepper's start: the section's time on the 5..95 grid, else the default 20 (an unset time is 0). */
export function initialCookingTime(stored: number): number {
  if (!stored) return LIMITS.cookingTime.default;
  return Math.min(max, Math.max(min, Math.round(stored / step) * step));
}

/** view=change-section-cooking-time&section=<id>: minutes, 5..95 in steps of 5; unchanged saves nothing. */
export function ChangeSectionCookingTimeModal() {
  const { t } = useTranslation();
  return (
    <SectionModalFrame title={t('catalogueModals.cookingTime.title')}>
      {(section) => <CookingTimeForm section={section} />}
    </SectionModalFrame>
  );
}

function CookingTimeForm({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { account } = useVendorSession();
  const updateSection = useUpdateSection(account.id);
  const { state, save, close, warningModal } = useModalSave();
  const [initial] = useState(() => initialCookingTime(section.cookingTime));
  const [minutes, setMinutes] = useState(initial);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (minutes === initial && section.cookingTime === initial) {
      close();
      return;
    }
    await save(() => updateSection.mutateAsync({ sectionId: section.id, body: { cookingTime: minutes } }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" align="center" py="md">
        <Text size="sm" c="dimmed" ta="center">
          {t('catalogueModals.cookingTime.hint', { name: section.name })}
        </Text>
        <Center data-testid="cooking-time-counter">
          <Counter
            size="lg"
            label={t('catalogueModals.cookingTime.label')}
            value={minutes}
            onChange={setMinutes}
            min={min}
            max={max}
            step={step}
            format={(value) => t('catalogueModals.cookingTime.minutes', { count: value })}
          />
        </Center>
      </Stack>
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}
