import { usePageLocation } from '../../provider/page-location';
import { RESOURCES } from './resources/resources';
import { AdminAccountScreen } from './screens/AdminAccountScreen';
import { AdminDashboardScreen } from './screens/AdminDashboardScreen';
import { AdminLoginScreen } from './screens/AdminLoginScreen';
import { ResourceScreen } from './screens/ResourceScreen';

/** The back office's screen of the page's admin route. */
export function AdminScreen() {
  const { route } = usePageLocation();
  if (route.name === 'admin-login') return <AdminLoginScreen />;
  if (route.name === 'admin-settings-account') return <AdminAccountScreen />;
  const resource = RESOURCES.find((candidate) => candidate.route === route.name);
  if (resource !== undefined)
    return <ResourceScreen key={resource.controller} resource={resource} />;
  return <AdminDashboardScreen />;
}
