import { adminCan } from '@agency/core';
import { AuditLog } from '../audit/AuditLog';
import { useAdminText } from '../i18n/admin-intl';
import { AdminLayout } from '../layout/AdminLayout';
import { useAdminActions } from '../use-admin-page';
import { ResourceCounts } from './ResourceCounts';

/** The back office's index: record counts per list and the audit log, newest first. */
export function AdminDashboardScreen() {
  const { t } = useAdminText();
  const actions = useAdminActions();
  return (
    <AdminLayout title={t('dashboard.title')}>
      <ResourceCounts />
      {adminCan(actions, 'Audit', 'list') ? <AuditLog /> : null}
    </AdminLayout>
  );
}
