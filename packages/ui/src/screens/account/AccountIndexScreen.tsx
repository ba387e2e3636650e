import { routePath } from '@agency/core';
import { Link } from '../../components/Link';
import { useLang } from '../../provider/use-lang';
import { readSummary } from './page-data';
import { SummaryCards } from './SummaryCards';
import { useAccountPage } from './use-account-page';
import { useText } from './use-text';

/** The account index: counts per pin kind; with the `archive` addition, the archived pins per kind. */
export function AccountIndexScreen() {
  const { t } = useText();
  const lang = useLang();
  const { page, match } = useAccountPage();
  const archived = match.params.addition === 'archive';
  const summary = readSummary(page);
  return (
    <section className="account-screen">
      <h1>{t(archived ? 'index.archiveTitle' : 'index.title')}</h1>
      <p className="account-screen__lead">{t(archived ? 'index.archiveLead' : 'index.lead')}</p>
      {summary === null ? (
        <p role="alert" className="account-state account-state--error">
          {t('index.noSummary')}
        </p>
      ) : (
        <SummaryCards summary={summary} archived={archived} />
      )}
      <p>
        {archived ? (
          <Link to={routePath('account', lang)}>{t('index.backToAccount')}</Link>
        ) : (
          <Link to={routePath('account', lang, { addition: 'archive' })}>
            {t('index.openArchive')}
          </Link>
        )}
      </p>
    </section>
  );
}
