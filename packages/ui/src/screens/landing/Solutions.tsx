import { LandingText } from './LandingText';

const ITEMS = ['solutions.seo', 'solutions.ppc', 'solutions.local'] as const;

/** 'Digital Marketing, Delivered!': the solutions section (anchor el=solutions). */
export function Solutions() {
  return (
    <section id="solutions" className="section solutions" aria-labelledby="solutions-title">
      <div className="container">
        <LandingText as="h2" id="solutions-title" block="solutions.title" />
        <LandingText as="p" className="section__lead" block="solutions.text" />
        <ul className="solutions__list">
          {ITEMS.map((block) => (
            <LandingText key={block} as="li" block={block} />
          ))}
        </ul>
      </div>
    </section>
  );
}
