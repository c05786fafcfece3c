// Mantine's notifications list on its own: imported only through deferred-notifications.tsx, so its
// transitions and portal stay out of the first screen's chunks (showing one needs only the store).
// (Imported, then exported: the build follows the names a module imports to find the library code.)
import { Notifications } from '@mantine/notifications';

export { Notifications };
