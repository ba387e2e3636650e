import { useIntl, useSiteConfig } from '../../provider/hooks';

/** The about section (anchor el=about). */
export function About() {
  const intl = useIntl();
  const { brand } = useSiteConfig();
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container">
        <h2 id="about-title">{intl.formatMessage({ id: 'landing.about.title' })}</h2>
        <p className="section__lead">
          {intl.formatMessage({ id: 'landing.about.text' }, { brand })}
        </p>
      </div>
    </section>
  );
}
