import type { ConsolePermission } from '@staybook/contract/admin-staff';
import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ErrorNotice, Loading } from '../../components/console-ui';
import { useMyAccess } from '../api/get-my-access';
import { can } from '../logic/can';

/** What a member reads where their role stops: a page (or a part of an area) it does not open. */
export function PermissionRefused({ roleLabel }: { roleLabel: string }) {
  return (
    <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
      Your role ({roleLabel}) cannot open this page. Ask an administrator if you need it.
    </p>
  );
}

/** Shows `children` to members holding `permission`; others read why instead of a page of refused calls. */
export function RequiresPermission({ permission, children }: { permission: ConsolePermission; children: ReactNode }) {
  const access = useMyAccess();
  if (access.isPending) return <Loading />;
  if (access.isError) return <ErrorNotice error={access.error} onRetry={() => void access.refetch()} />;
  if (can(access.data, permission)) return children;
  return <PermissionRefused roleLabel={access.data.roleLabel} />;
}

/** The console's route guard: an area (or sub-page) route that shows its children to members holding `permission`. */
export function permissionGate(permission: ConsolePermission): ComponentType {
  return function PermittedArea() {
    return (
      <RequiresPermission permission={permission}>
        <Outlet />
      </RequiresPermission>
    );
  };
}
