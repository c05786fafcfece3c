import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred-module';

/** The modal host with its registry and Mantine's Modal: loaded with the first modal opened. */
export const modalHostModule = deferredModule(() => import('./modal-host'));

/**
 * The modal host (docs/product.md#modals) once a page has had a `view` parameter: a page opened without a
 * modal does not download the modal machinery before it shows. It stays mounted after, so a modal closing
 * still animates out.
 */
export function DeferredModalHost() {
  const [searchParams] = useSearchParams();
  // Each modal opened asks again for the host's code, until it has come.
  const view = searchParams.get('view');
  const [asks, setAsks] = useState({ view: null as string | null, count: 0 });
  if (view !== asks.view) setAsks({ view, count: view === null ? asks.count : asks.count + 1 });
  const module = useDeferredModule(modalHostModule, asks.count);
  return module ? <module.ModalHost /> : null;
}
