import { useIntl } from '../../provider/hooks';

/** The location-based marketing block: 73% visit within 24 hours, 31% buy; maps business listing. */
export function LocationMarketing() {
  const intl = useIntl();
  return (
    <section className="section location" aria-labelledby="location-title" data-theme="black">
      <div className="container">
        <h2 id="location-title">{intl.formatMessage({ id: 'landing.location.title' })}</h2>
        <dl className="location__figures">
          <div>
            <dt>{intl.formatNumber(0.73, { style: 'percent' })}</dt>
            <dd>{intl.formatMessage({ id: 'landing.location.visit' })}</dd>
          </div>
          <div>
            <dt>{intl.formatNumber(0.31, { style: 'percent' })}</dt>
            <dd>{intl.formatMessage({ id: 'landing.location.buy' })}</dd>
          </div>
        </dl>
        <p className="section__lead">{intl.formatMessage({ id: 'landing.location.text' })}</p>
      </div>
    </section>
  );
}
