import type { Product, Section } from '@larder/contract';
import { Alert, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { CenteredSpinner } from '@/shared/components/spinner';
import { type ButtonState, StateButton } from '@/shared/components/state-button';
import { productImageSources } from '@/shared/images/image-sources';
import { ImageThumb } from '@/shared/images/image-thumb';
import { useProduct } from '../../api/get-product';
import { useSection } from '../../api/get-section';
import { useProductIdParam, useSectionIdParam } from '../../hooks/use-modal-target';

function LoadState({ pending, notFound }: { pending: boolean; notFound: string }) {
  if (pending) return <CenteredSpinner />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {notFound}
    </Alert>
  );
}

/** The frame of a product modal: loads the product of `?product=`, then renders the form. */
export function ProductModalFrame({
  title,
  children,
}: {
  title: ReactNode;
  children: (product: Product) => ReactNode;
}) {
  const { t } = useTranslation();
  const productId = useProductIdParam();
  const { data: product, isPending } = useProduct(productId);
  const picture = product ? productImageSources(product) : null;
  return (
    <ModalLayout
      title={
        picture?.real ? (
          <Group gap="sm" wrap="nowrap" component="span">
            <ImageThumb sources={picture} size={36} />
            <span>{title}</span>
          </Group>
        ) : (
          title
        )
      }
    >
      {product ? (
        children(product)
      ) : (
        <LoadState
          pending={productId !== null && isPending}
          notFound={t('catalogueModals.productNotFound')}
        />
      )}
    </ModalLayout>
  );
}

/** The frame of a section modal: loads the section of `?section=`, then renders the form. */
export function SectionModalFrame({
  title,
  children,
}: {
  title: ReactNode;
  children: (section: Section) => ReactNode;
}) {
  const { t } = useTranslation();
  const sectionId = useSectionIdParam();
  const { data: section, isPending } = useSection(sectionId);
  return (
    <ModalLayout title={title}>
      {section ? (
        children(section)
      ) : (
        <LoadState
          pending={sectionId !== null && isPending}
          notFound={t('catalogueModals.sectionNotFound')}
        />
      )}
    </ModalLayout>
  );
}

/** The Save button at the bottom right of a catalogue modal's form (a submit button). */
export function SaveFooter({
  state,
  disabled,
  label,
  children,
}: {
  state: ButtonState;
  disabled?: boolean;
  /** The button's text; Save by default (Create in the creators). */
  label?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="lg" gap="sm" wrap="wrap-reverse">
      <div>{children}</div>
      <StateButton type="submit" state={state} disabled={disabled} miw={140} data-testid="modal-save">
        {label ?? t('common.save')}
      </StateButton>
    </Group>
  );
}
