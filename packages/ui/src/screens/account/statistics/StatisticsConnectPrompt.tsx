import { routePath } from '@agency/core';
import { GoogleConnectionForm } from '../../../components/GoogleConnectionForm';
import { GOOGLE_CONNECT_FORM } from '../../../components/google-connection';
import { Link } from '../../../components/Link';
import { useLang } from '../../../provider/use-lang';
import { useText } from '../use-text';
import type { StatisticsSource } from './statistics-data';

/**
 * What the statistics screen shows while no location is linked to Google, instead of a chart of
 * zeros: where statistics come from and the step that brings them. Not connected: the Connect button
 * (the host's `googleConnect` form post, as on the locations page) when the site offers it and the
 * roles allow it; connected: the way to the locations page to import; not offered: ask the agency.
 */
export function StatisticsConnectPrompt({
  google,
  canConnect,
}: {
  readonly google: StatisticsSource;
  readonly canConnect: boolean;
}) {
  const { t } = useText();
  const lang = useLang();
  return (
    <section className="google-tool" aria-labelledby="statistics-connect-title">
      <h2 id="statistics-connect-title" className="google-tool__title">
        {t('stats.connect.title')}
      </h2>
      {google.connected ? (
        <>
          <p className="google-tool__lead">{t('stats.connect.import')}</p>
          <Link className="button button--primary" to={routePath('account-pins-locations', lang)}>
            {t('stats.connect.importLink')}
          </Link>
        </>
      ) : google.configured && canConnect ? (
        <>
          <p className="google-tool__lead">{t('stats.connect.lead')}</p>
          <GoogleConnectionForm
            formName={GOOGLE_CONNECT_FORM}
            label={t('stats.connect.button')}
            primary
          />
        </>
      ) : (
        <p className="google-tool__lead">{t('stats.connect.unavailable')}</p>
      )}
    </section>
  );
}
