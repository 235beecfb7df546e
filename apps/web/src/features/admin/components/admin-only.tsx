import type { ComponentType } from 'react';
import { useAuthStore } from '../../../lib/auth-store';

/** Wraps an admin-only area: staff who open its address read why instead of a page of refused calls. */
export function adminOnly(Area: ComponentType): ComponentType {
  return function AdminOnlyArea() {
    const role = useAuthStore((s) => s.user?.role);
    if (role === 'admin') return <Area />;
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        Only administrators can open this page.
      </p>
    );
  };
}
