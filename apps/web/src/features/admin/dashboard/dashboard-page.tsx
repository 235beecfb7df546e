// The route entry (app/router.tsx loads this path); the page lives in pages/.
import { Navigate } from 'react-router';
import { useMyAccess } from '../access/api/get-my-access';
import { PermissionRefused } from '../access/components/requires-permission';
import { can } from '../access/logic/can';
import { ErrorNotice, Loading } from '../components/console-ui';
import { consoleSections } from '../lib/console-paths';
import DashboardPage from './pages/dashboard-page';

/**
 * /admin: the dashboard for members who read it; a member whose role has no dashboard (a housekeeper) is taken to the
 * first area their role opens, so the console's address works for every role.
 */
export default function DashboardRoute() {
  const access = useMyAccess();
  if (access.isPending) return <Loading />;
  if (access.isError) return <ErrorNotice error={access.error} onRetry={() => void access.refetch()} />;
  if (can(access.data, 'dashboard.view')) return <DashboardPage />;
  const first = consoleSections.find((s) => can(access.data, s.permission));
  return first ? <Navigate to={first.to} replace /> : <PermissionRefused roleLabel={access.data.roleLabel} />;
}
