import { useIntl } from '../../provider/hooks';
import { LandingText } from './LandingText';

/** The location-based marketing block: 73% visit within 24 hours, 31% buy; maps business listing. */
export function LocationMarketing() {
  const intl = useIntl();
  return (
    <section className="section location" aria-labelledby="location-title" data-theme="black">
      <div className="container">
        <LandingText as="h2" id="location-title" block="location.title" />
        <dl className="location__figures">
          <div>
            <dt>{intl.formatNumber(0.73, { style: 'percent' })}</dt>
            <LandingText as="dd" block="location.visit" />
          </div>
          <div>
            <dt>{intl.formatNumber(0.31, { style: 'percent' })}</dt>
            <LandingText as="dd" block="location.buy" />
          </div>
        </dl>
        <LandingText as="p" className="section__lead" block="location.text" />
      </div>
    </section>
  );
}
