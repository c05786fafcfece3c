import { useLocalStorage } from '@mantine/hooks';
import { useServerMarkup } from '@/shared/ssr/server-markup';

/** Printing is a property of the tablet next to the printer: the choice is kept on this device. */
export const PRINT_ON_ACCEPT_STORAGE_KEY = 'larder.orders.printOnAccept';

/** Whether accepting an order opens its kitchen ticket for printing (off by default). */
export function usePrintOnAccept() {
  // Server markup cannot read the device's storage: the value follows right after hydration.
  const markup = useServerMarkup();
  return useLocalStorage<boolean>({
    key: PRINT_ON_ACCEPT_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: markup !== null,
  });
}
