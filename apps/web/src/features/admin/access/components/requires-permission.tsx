import type { ConsolePermission } from '@staybook/contract/admin-staff';
import type { ComponentType } from 'react';
import { ErrorNotice, Loading } from '../../components/console-ui';
import { useMyAccess } from '../api/get-my-access';
import { can } from '../logic/can';

/** Wraps an area a permission opens: others read why instead of a page of refused calls. */
export function requiresPermission(permission: ConsolePermission, Area: ComponentType): ComponentType {
  return function PermittedArea() {
    const access = useMyAccess();
    if (access.isPending) return <Loading />;
    if (access.isError) return <ErrorNotice error={access.error} onRetry={() => void access.refetch()} />;
    if (can(access.data, permission)) return <Area />;
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        Your role ({access.data.roleLabel}) cannot open this page. Ask an administrator if you need it.
      </p>
    );
  };
}
