import { routePath } from '@agency/core';
import { useCallback } from 'react';
import { Link } from '../../../components/Link';
import { useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { useAdminText } from '../i18n/admin-intl';

/** The count of new quote requests on the back office's index, a link to the clients list. */
export function NewLeads() {
  const { t } = useAdminText();
  const api = useApi();
  const lang = useLang();
  const load = useCallback(
    () => api.call('Clients/list', { lang, leadStatus: 'new' }).then(({ data }) => data.total),
    [api, lang],
  );
  const { state } = useLoad(load);
  if (state.status !== 'ready') return null;
  return (
    <p className="admin-new-leads">
      <Link to={routePath('admin-customer-clients', lang)}>
        {t('dashboard.newLeads', { count: state.value })}
      </Link>
    </p>
  );
}
