import { useAdminText } from '../i18n/admin-intl';
import { AdminLayout } from '../layout/AdminLayout';
import { useAdminPage } from '../use-admin-page';

/** An admin screen whose data the caller's roles may not read: its title and "no access". */
export function AdminNoAccessScreen() {
  const { t } = useAdminText();
  const page = useAdminPage();
  return (
    <AdminLayout title={typeof page?.title === 'string' ? page.title : ''}>
      <p role="alert" className="admin-status admin-status--error">
        {t('access.denied')}
      </p>
    </AdminLayout>
  );
}
