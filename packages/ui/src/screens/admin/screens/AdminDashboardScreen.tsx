import { adminCan } from '@agency/core/admin';
import { AuditLog } from '../audit/AuditLog';
import { AgencyGooglePanel } from '../google/AgencyGooglePanel';
import { useAdminText } from '../i18n/admin-intl';
import { AdminLayout } from '../layout/AdminLayout';
import { useAdminActions } from '../use-admin-page';
import { FailedDeliveries } from './FailedDeliveries';
import { HomeCounts } from './HomeCounts';
import { NewLeads } from './NewLeads';

/**
 * The back office's index: the count of new quote requests, what an agency handles (customers,
 * failed Google syncs, unanswered Google reviews), the agency's Google Business Profile (its
 * connection, listings and what needs attention), the failed deliveries of the outbox and the
 * audit log, newest first.
 */
export function AdminDashboardScreen() {
  const { t } = useAdminText();
  const actions = useAdminActions();
  return (
    <AdminLayout title={t('dashboard.title')}>
      {adminCan(actions, 'Clients', 'list') ? <NewLeads /> : null}
      <HomeCounts />
      <AgencyGooglePanel />
      {adminCan(actions, 'Deliveries', 'failed') ? <FailedDeliveries /> : null}
      {adminCan(actions, 'Audit', 'list') ? <AuditLog /> : null}
    </AdminLayout>
  );
}
