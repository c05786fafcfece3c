// Mantine's Menu on its own: imported only through menuModule (deferred-menu.tsx), so its code and
// floating-ui's stay out of the first screen's chunks. (Imported, then exported: the build follows
// the names a module imports to find the library code it uses.)
import { Menu } from '@mantine/core';

export { Menu };
