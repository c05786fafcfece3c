import type { Section, SectionGroup } from '@larder/contract';
import { Alert, Anchor, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { CenteredSpinner } from '@/shared/components/spinner';
import { paths } from '@/shared/paths';
import { useSectionGroups } from '../../api/get-section-groups';
import { useUpdateSection } from '../../api/update-section';
import { useCatalogueSelection } from '../../hooks/use-catalogue-selection';
import { useModalSave } from '../../hooks/use-modal-save';
import { CatalogueModalFrame, ItemNotFound, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { SaveFooter } from './detail-modal-frame';

const NONE = 'none';

/**
 * view=set-catalog-category&section=<id> (docs/product.md#section-groups-categories-and-tags): the section
 * group a section belongs to, or none. Unchanged closes without a call; a failure shows the refusal's message
 * plus the warning (docs/product.md#how-the-web-app-reacts).
 */
export function SetCatalogueCategoryModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('catalogue.sectionGroup.title')}>
      {(context) => <CategoryTarget context={context} />}
    </CatalogueModalFrame>
  );
}

function CategoryTarget({ context }: { context: LoadedCatalogueContext }) {
  const { sectionId } = useCatalogueSelection();
  const groups = useSectionGroups(context.accountId);
  const section = context.catalogue.sections.find((item) => item.id === sectionId);
  if (!section) return <ItemNotFound />;
  if (!groups.data) return <CenteredSpinner />;
  return <CategoryForm context={context} section={section} groups={groups.data} />;
}

function CategoryForm({
  context,
  section,
  groups,
}: {
  context: LoadedCatalogueContext;
  section: Section;
  groups: SectionGroup[];
}) {
  const { t } = useTranslation();
  const { accountId, vendorId, nameOf } = context;
  const stored = section.catalogueCategoryId === null ? NONE : String(section.catalogueCategoryId);
  const [value, setValue] = useState(stored);
  const updateSection = useUpdateSection(accountId);
  const { state, save, close, warningModal } = useModalSave();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === stored) return close();
    setError(null);
    const catalogueCategoryId = value === NONE ? null : Number(value);
    void save(
      () => updateSection.mutateAsync({ sectionId: section.id, body: { catalogueCategoryId } }),
      (failure) => {
        if (isApiError(failure)) setError(errorMessage(failure, t));
        return false;
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="section-group-form">
      <Stack gap="md">
        <Radio.Group value={value} onChange={setValue} label={t('catalogue.sectionGroup.label')}>
          <Stack gap="xs" mt={6}>
            <Radio value={NONE} label={t('catalogue.sectionGroup.none')} data-testid="section-group-none" />
            {groups.map((group) => (
              <Radio
                key={group.id}
                value={String(group.id)}
                label={nameOf(group.name) || `#${group.id}`}
                data-testid={`section-group-${group.id}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {groups.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('catalogue.sectionGroup.noGroups')}
          </Text>
        )}
        <Anchor
          component={Link}
          to={paths.catalogueModal(vendorId, 'edit-section-groups', section.id)}
          size="sm"
        >
          {t('catalogue.sectionGroup.manage')}
        </Anchor>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}
