import { defineModals, lazyNamed } from '@/shared/modals/define-modals';

const profile = () => import('./components/employee-profile-modal');

export const employeeModals = defineModals(
  {
    'add-employee': lazyNamed(() => import('./components/add-employee-modal'), 'AddEmployeeModal'),
    'employee-profile': [lazyNamed(profile, 'EmployeeProfileModal'), { permission: 'employees.view' }],
    'edit-employee': [
      lazyNamed(() => import('./components/edit-employee-modal'), 'EditEmployeeModal'),
      { closeTo: 'employee-profile' },
    ],
  },
  { permission: 'employees.manage' },
);
