import { About } from './About';
import { Contacts } from './Contacts';
import { Hero } from './Hero';
import { LocationMarketing } from './LocationMarketing';
import { Slides } from './Slides';
import { Solutions } from './Solutions';
import { TextMask } from './TextMask';

/** The landing page in the order of R2.19: hero, solutions, location block, slides, about, contacts, text mask. */
export function LandingScreen() {
  return (
    <div className="landing">
      <Hero />
      <Solutions />
      <LocationMarketing />
      <Slides />
      <About />
      <Contacts />
      <TextMask />
    </div>
  );
}
