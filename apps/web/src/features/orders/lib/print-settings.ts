import { useLocalStorage } from '@mantine/hooks';

/** Printing is a property of the tablet next to the printer: the choice is kept on this device. */
export const PRINT_ON_ACCEPT_STORAGE_KEY = 'larder.orders.printOnAccept';

/** Whether accepting an order opens its kitchen ticket for printing (off by default). */
export function usePrintOnAccept() {
  return useLocalStorage<boolean>({
    key: PRINT_ON_ACCEPT_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
