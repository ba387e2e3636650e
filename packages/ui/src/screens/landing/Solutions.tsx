import { useIntl } from '../../provider/hooks';

const ITEMS = [
  'landing.solutions.seo',
  'landing.solutions.ppc',
  'landing.solutions.local',
] as const;

/** 'Digital Marketing, Delivered!': the solutions section (anchor el=solutions). */
export function Solutions() {
  const intl = useIntl();
  return (
    <section id="solutions" className="section solutions" aria-labelledby="solutions-title">
      <div className="container">
        <h2 id="solutions-title">{intl.formatMessage({ id: 'landing.solutions.title' })}</h2>
        <p className="section__lead">{intl.formatMessage({ id: 'landing.solutions.text' })}</p>
        <ul className="solutions__list">
          {ITEMS.map((id) => (
            <li key={id}>{intl.formatMessage({ id })}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
