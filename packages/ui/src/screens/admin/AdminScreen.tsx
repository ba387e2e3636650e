import { usePageLocation } from '../../provider/page-location';
import { PermissionsScreen } from './permissions/PermissionsScreen';
import { RESOURCES } from './resources/resources';
import { AdminAccountScreen } from './screens/AdminAccountScreen';
import { AdminDashboardScreen } from './screens/AdminDashboardScreen';
import { AdminLoginScreen } from './screens/AdminLoginScreen';
import { AdminNoAccessScreen } from './screens/AdminNoAccessScreen';
import { ResourceScreen } from './screens/ResourceScreen';
import { useAdminPage } from './use-admin-page';

/** The back office's screen of the page's admin route. */
export function AdminScreen() {
  const { route } = usePageLocation();
  const page = useAdminPage();
  if (route.name === 'admin-login') return <AdminLoginScreen />;
  if (typeof page?.screenDenied === 'string') return <AdminNoAccessScreen />;
  if (route.name === 'admin-settings-account') return <AdminAccountScreen />;
  if (route.name === 'admin-settings-permissions') return <PermissionsScreen />;
  const resource = RESOURCES.find((candidate) => candidate.route === route.name);
  if (resource !== undefined)
    return <ResourceScreen key={resource.controller} resource={resource} />;
  return <AdminDashboardScreen />;
}
