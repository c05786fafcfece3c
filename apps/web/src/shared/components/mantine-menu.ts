// Mantine's Menu, and the form control a menu may hold, on their own: imported only through
// menuModule (deferred-menu.tsx), so their code and floating-ui's stay out of the first screen's
// chunks. (Imported, then exported: the build follows the names a module imports to find the
// library code it uses.)
import { Menu, NativeSelect } from '@mantine/core';

export { Menu, NativeSelect };
