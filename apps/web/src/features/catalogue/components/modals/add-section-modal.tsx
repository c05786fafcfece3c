import { dropEmptyValues, LIMITS } from '@larder/contract';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { Counter } from '@/shared/components/counter';
import { paths } from '@/shared/paths';
import { type CreateSectionInput, useCreateSection } from '../../api/create-section';
import { useServiceSections } from '../../api/get-service-sections';
import { useReportCreationStart } from '../../api/report-creation-start';
import { useModalSave } from '../../hooks/use-modal-save';
import { hasMandatoryName, nameDraft } from '../../lib/catalogue';
import { CatalogueModalFrame, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { SaveFooter } from './detail-modal-frame';
import { NameInputs } from './name-inputs';
import { type Orientation, OrientationPicker } from './orientation-picker';

/**
 * view=add-section (docs/product.md#sections): a name per menu language or a service
 * section picked from the platform's list, the image orientation and the cooking time (5–95 min,
 * step 5, default 20). Create is disabled until the mandatory-language name is typed, or a section
 * picked; the new section then opens (docs/product.md#the-catalogue-page).
 */
export function AddSectionModal() {
  const { t } = useTranslation();
  useReportCreationStart('section_creation_started');
  return (
    <CatalogueModalFrame title={t('catalogue.addSection.title')}>
      {(context) => <AddSectionForm context={context} />}
    </CatalogueModalFrame>
  );
}

function AddSectionForm({ context }: { context: LoadedCatalogueContext }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accountId, vendorId, languages, mandatory, nameOf } = context;
  const [mode, setMode] = useState<'name' | 'service'>('name');
  const [names, setNames] = useState(() => nameDraft(languages));
  const [serviceSectionId, setServiceSectionId] = useState<string | null>(null);
  const [orientation, setOrientation] = useState<Orientation>('HORIZONTAL');
  const [cookingTime, setCookingTime] = useState<number>(LIMITS.cookingTime.default);
  const serviceSections = useServiceSections();
  const createSection = useCreateSection(accountId);
  const { state, save, warningModal } = useModalSave();

  const ready = mode === 'name' ? hasMandatoryName(names, mandatory) : serviceSectionId !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const input: CreateSectionInput = {
      ...(mode === 'name'
        ? { name: { values: dropEmptyValues(names) } }
        : { sectionId: Number(serviceSectionId) }),
      imageOrientation: orientation,
      cookingTime,
      // A new section is shown at once: its products stay hidden until each is published.
      visible: true,
    };
    let createdId: number | null = null;
    const created = await save(async () => {
      createdId = (await createSection.mutateAsync(input)).id;
    });
    if (created && createdId !== null) {
      void navigate(paths.catalogueItem(vendorId, { section: createdId }), { replace: true });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="add-section-form">
      <Stack gap="lg">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'name' | 'service')}
          data={[
            { value: 'name', label: t('catalogue.addSection.ownName') },
            { value: 'service', label: t('catalogue.addSection.pick') },
          ]}
          fullWidth
          data-testid="add-section-mode"
        />
        {mode === 'name' ? (
          <NameInputs
            languages={languages}
            values={names}
            onChange={setNames}
            maxLength={LIMITS.itemName}
            testIdPrefix="section-name"
          />
        ) : (
          <Select
            label={t('catalogue.addSection.serviceSection')}
            placeholder={t('catalogue.addSection.servicePlaceholder')}
            data={(serviceSections.data ?? []).map((section) => ({
              value: String(section.id),
              label: nameOf(section.nameI18n) || section.name,
            }))}
            value={serviceSectionId}
            onChange={setServiceSectionId}
            searchable
            nothingFoundMessage={t('catalogue.nothingFound')}
            withAsterisk
            data-testid="service-section-select"
          />
        )}
        <OrientationPicker value={orientation} onChange={setOrientation} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('catalogue.addSection.cookingTime')}
          </Text>
          <Counter
            label={t('catalogue.addSection.cookingTime')}
            value={cookingTime}
            onChange={setCookingTime}
            min={LIMITS.cookingTime.min}
            max={LIMITS.cookingTime.max}
            step={LIMITS.cookingTime.step}
            format={(minutes) => t('catalogue.minutes', { count: minutes })}
          />
        </Stack>
      </Stack>
      <SaveFooter state={state} disabled={!ready} label={t('catalogue.create')} />
      {warningModal}
    </form>
  );
}
