import type { ConsolePermission, MyAccess } from '@staybook/contract/admin-staff';

/** Whether the member holds a permission (the server's table, sent in /api/admin/me). */
export const can = (access: MyAccess | undefined, permission: ConsolePermission): boolean =>
  access?.permissions.includes(permission) ?? false;
