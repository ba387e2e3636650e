import { LandingText } from './LandingText';

/** The about section (anchor el=about). */
export function About() {
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container">
        <LandingText as="h2" id="about-title" block="about.title" />
        <LandingText as="p" className="section__lead" block="about.text" />
      </div>
    </section>
  );
}
