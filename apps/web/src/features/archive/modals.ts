import { defineModals, lazyNamed } from '@/shared/modals/define-modals';

export const archiveModals = defineModals({
  'archive-export': [
    lazyNamed(() => import('./components/archive-export-modal'), 'ArchiveExportModal'),
    { permission: 'archive.view' },
  ],
});
