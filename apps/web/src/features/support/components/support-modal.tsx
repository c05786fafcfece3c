import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { SupportContent } from './support-content';

/** view=support at desktop width (the mobile layout shows SupportContent as a page panel). */
export function SupportModal() {
  const { t } = useTranslation();
  return (
    <ModalLayout title={t('support.title')}>
      <SupportContent />
    </ModalLayout>
  );
}
