import type { Section } from '@larder/contract';
import { Alert } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { useUpdateSection } from '../../api/update-section';
import { useCatalogueSelection } from '../../hooks/use-catalogue-selection';
import { useModalSave } from '../../hooks/use-modal-save';
import { CatalogueModalFrame, ItemNotFound, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { SaveFooter } from './detail-modal-frame';
import { type Orientation, OrientationPicker } from './orientation-picker';

/**
 * view=change-orientation&section=<id> (docs/product.md#sections): horizontal or vertical
 * product images. An unchanged choice closes without a call; a failure shows the refusal's
 * message in the modal plus the warning (docs/product.md#how-the-web-app-reacts).
 */
export function ChangeOrientationModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('catalogue.orientation.title')}>
      {(context) => <OrientationTarget context={context} />}
    </CatalogueModalFrame>
  );
}

function OrientationTarget({ context }: { context: LoadedCatalogueContext }) {
  const { sectionId } = useCatalogueSelection();
  const section = context.catalogue.sections.find((item) => item.id === sectionId);
  return section ? <OrientationForm accountId={context.accountId} section={section} /> : <ItemNotFound />;
}

function OrientationForm({ accountId, section }: { accountId: number; section: Section }) {
  const { t } = useTranslation();
  const [orientation, setOrientation] = useState<Orientation>(section.imageOrientation);
  const updateSection = useUpdateSection(accountId);
  const { state, save, close, warningModal } = useModalSave();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (orientation === section.imageOrientation) return close();
    setError(null);
    void save(
      () => updateSection.mutateAsync({ sectionId: section.id, body: { imageOrientation: orientation } }),
      (failure) => {
        if (isApiError(failure)) setError(errorMessage(failure, t));
        return false;
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="orientation-form">
      <OrientationPicker value={orientation} onChange={setOrientation} />
      {error && (
        <Alert color="red" variant="light" mt="md" role="alert">
          {error}
        </Alert>
      )}
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}
