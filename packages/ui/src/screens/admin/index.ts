// The back office's screen group, loaded on demand (shell/lazy-screens.ts): the landing ships none of it.

export { AdminScreen, AdminScreen as GroupScreen } from './AdminScreen';
export { AuditLog } from './audit/AuditLog';
export { auditDiff } from './audit/audit-diff';
export { ResourceForm } from './form/ResourceForm';
export { ADMIN_MESSAGES, createAdminIntl } from './i18n/admin-intl';
export { AdminLayout } from './layout/AdminLayout';
export { ResourceTable } from './list/ResourceTable';
export type { ResourceDescription } from './resources/resource';
export { RESOURCES } from './resources/resources';
export { AdminAccountScreen } from './screens/AdminAccountScreen';
export { AdminDashboardScreen } from './screens/AdminDashboardScreen';
export { AdminLoginScreen } from './screens/AdminLoginScreen';
export { ResourceScreen } from './screens/ResourceScreen';
