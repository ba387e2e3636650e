import { useIntl, useSiteConfig } from '../../provider/hooks';
import { LandingText } from './LandingText';
import { LeadFormIsland } from './LeadFormIsland';

/** The contacts section: the two phones, the e-mail and the quote request form (anchor el=contacts). */
export function Contacts() {
  const intl = useIntl();
  const config = useSiteConfig();
  return (
    <section id="contacts" className="section contacts" aria-labelledby="contacts-title">
      <div className="container">
        <LandingText as="h2" id="contacts-title" block="contacts.title" />
        <LandingText as="p" className="section__lead" block="contacts.text" />
        <dl className="contacts__list">
          {config.phones.length === 0 ? null : (
            <div>
              <dt>{intl.formatMessage({ id: 'landing.contacts.phones' })}</dt>
              {config.phones.map((phone) => (
                <dd key={phone.tel}>
                  <a href={phone.tel}>{phone.label}</a>
                </dd>
              ))}
            </div>
          )}
          {config.email === '' ? null : (
            <div>
              <dt>{intl.formatMessage({ id: 'landing.contacts.email' })}</dt>
              <dd>
                <a href={`mailto:${config.email}`}>{config.email}</a>
              </dd>
            </div>
          )}
        </dl>
        {config.quoteForm === false ? null : <LeadFormIsland />}
      </div>
    </section>
  );
}
