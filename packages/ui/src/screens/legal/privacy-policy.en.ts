import type { LegalText } from './legal-text';

/** The privacy policy in English. */
export const privacyPolicyEn: LegalText = {
  title: 'Privacy policy',
  effectiveDate: '2026-11-22',
  effectiveDateText: '22 November 2026',
  effectiveDateLabel: 'Effective date',
  contentsLabel: 'Contents',
  intro: [
    'This policy explains what personal data {brand} collects when you visit this website, send us an enquiry or use your customer account, why we do it, how long we keep the data, who else receives it and what rights you have. We have tried to write it plainly; if anything is unclear, just ask us.',
  ],
  sections: [
    {
      id: 'privacy-controller',
      heading: '1. Who we are',
      blocks: [
        'The controller responsible for your personal data is {legalEntity}, operating under the brand {brand} (“we”, “us”). We are a small digital agency offering web design and development, search engine optimisation, pay-per-click advertising and location-based marketing.',
        'You can reach us about anything in this policy by e-mail at {email} or by phone at {phone}.',
      ],
    },
    {
      id: 'privacy-scope',
      heading: '2. What this policy covers',
      blocks: [
        'This policy applies to this website, its customer account area and the communication we have with you by e-mail and phone. Work we do for clients under a separate agreement may be covered by additional terms in that agreement.',
        'When you upload content to your account that contains other people’s personal data (for example, names in reviews or the phone number of a point of sale), we process that data on your behalf and only on your instructions. For that data you are the controller and we act as your processor; we will sign a data processing agreement with you on request.',
      ],
    },
    {
      id: 'privacy-data',
      heading: '3. What data we collect',
      blocks: [
        'We collect only what we need for the purposes described below:',
        [
          'Contact requests: when you write to us or call us to request a quote or start a project, we receive your name, e-mail address, phone number, your company name if you give it, and whatever you tell us about your project.',
          'Account data: your e-mail address and/or phone number, a hash of your password (never the password itself), one-time codes in hashed form, your language, your account settings, and the date and time of sign-ins. If you sign in with a Google or Facebook account where this option is offered, we receive your name, e-mail address and account identifier from that provider, but never your password.',
          'Location and business data you upload: the points of sale (pins) you add or import from Google Maps and Google Business Profile files — names, addresses, coordinates, phone numbers, websites, categories and opening hours — and your advertising, publications, notifications, reviews and sites.',
          'Google Business Profile connection: if you connect a Google account to manage your listings from the account, we receive from Google that account’s e-mail address and an access grant, which we store only in encrypted form (never your Google password). With it we read and update the listings you link, and read their reviews and statistics. When you disconnect, we delete the grant on our side and ask Google to revoke it; you can also withdraw the access in your Google account settings.',
          'Statistics: figures about how your listings and campaigns perform (impressions in Google Maps and Search, calls, website clicks, direction requests, conversations and bookings), which we receive from Google for linked locations and store per location and day to show them in your account.',
          'Technical data: your IP address, browser and device type, the pages requested, the date and time, and error messages, recorded in server logs. We also record the number of sign-in and code requests per e-mail, phone number and IP address to prevent abuse.',
          'Quote requests sent through the form on our home page: besides what you type (your name, e-mail and/or phone, the service, your message and, if you give them, a budget range and a timeline), we store the page and language the request came from, the referring page, the campaign parameters of the link (UTM), your IP address and your browser’s user agent, to tell requests apart and to filter out spam.',
          'Audit log: when an administrator changes data in our back office, we record who made the change, when, and what the data looked like before and after.',
          'Analytics: only if you agree, information about how you use the website (see section 4).',
        ],
        'We do not ask for and do not want special categories of data, such as health data or political opinions. Please do not send them to us.',
      ],
    },
    {
      id: 'privacy-cookies',
      heading: '4. Cookies and analytics',
      blocks: [
        'We use three cookies that are strictly necessary for the website to work and therefore do not require your consent:',
        [
          '“token” keeps you signed in to your customer account. It contains a signed session token and expires when the session does.',
          '“admin-token” keeps our administrators signed in to the back office. It is set only for our own staff.',
          '“lead_started” is set when the request form on our home page is shown and remembers for one day when you began filling it in, so that we can tell people from automated spam.',
        ],
        'With your consent only, we use Google Analytics 4 to understand which pages are visited and how the website can be improved. Until you agree in the consent banner, the analytics script is not loaded and no analytics cookies are set. If you agree, Google sets the “_ga” cookies, which last up to 2 years, and receives a pseudonymous identifier, the pages you view, your device and browser type and your approximate location. We do not combine this information with your account.',
        'Your choice is remembered in your browser. You can withdraw consent at any time by clearing this website’s data in your browser settings; the banner will then ask you again, and nothing is sent to Google until you agree.',
      ],
    },
    {
      id: 'privacy-purposes',
      heading: '5. Why we use your data and on what legal basis',
      blocks: [
        [
          'To answer your enquiry, prepare a quote and agree a project — to take steps at your request before entering into a contract, and our legitimate interest in replying to the people who contact us.',
          'To create and run your account, sign you in, send one-time codes and confirmation links, and provide the services you use (pins, imports, statistics) — performance of our contract with you.',
          'To keep the website and accounts secure, prevent abuse and fraud, limit repeated sign-in attempts, investigate errors and keep an audit trail of administrative changes — our legitimate interest in a safe and reliable service.',
          'To measure and improve the website with Google Analytics — your consent, which you can withdraw at any time.',
          'To keep accounting records and answer lawful requests from authorities — compliance with our legal obligations.',
        ],
        'Where we rely on legitimate interest, we have weighed it against your rights, and you may object to it at any time (see section 9). We do not use your data for automated decision-making that has legal or similarly significant effects on you, and we do not sell it.',
      ],
    },
    {
      id: 'privacy-retention',
      heading: '6. How long we keep your data',
      blocks: [
        [
          'Contact requests: 12 months after our last exchange, unless they lead to a contract, in which case they are kept with the contract.',
          'Quote requests sent through the form: a request we marked as lost is erased 12 months after it was marked; a request our spam filter held back is erased after 30 days. You can ask us to erase your request at any time.',
          'Account data: for as long as your account exists, plus 30 days after it is closed, so that an accidental closure can be reversed. After that it is deleted.',
          'Location data, content and statistics in your account: until you delete them or close your account, and no longer than 30 days after closure. Archived pins are kept until you delete them.',
          'One-time codes: stored only as hashes and valid for 10 minutes; they cannot be used after that or after 5 wrong attempts.',
          'Server logs, including IP addresses: 90 days.',
          'Audit log of administrative changes: 12 months.',
          'Analytics data at Google: no more than 14 months.',
          'Contracts, invoices and accounting records: for the period required by tax and accounting law.',
        ],
        'Backups are overwritten on a rolling basis, so deleted data disappears from them within a further 30 days.',
      ],
    },
    {
      id: 'privacy-recipients',
      heading: '7. Who receives your data',
      blocks: [
        'Our staff see personal data only to the extent their work requires. We share data with the following recipients, each bound by a contract to use it only for our purposes and to protect it:',
        [
          'our hosting provider, which runs the servers and the database of the website;',
          'e-mail and SMS delivery providers, which send one-time codes, confirmation links and our replies;',
          'Google, for Google Analytics, only if you have consented;',
          'advertising and map platforms such as Google Business Profile or Google Ads, when you ask us to publish your listings or run your campaigns there — those platforms then handle the data under their own terms;',
          'professional advisers (such as accountants or lawyers) and public authorities, where the law requires it or where it is needed to establish or defend legal claims.',
        ],
        'If our business is reorganised or sold, your data may pass to the successor, which will remain bound by this policy.',
      ],
    },
    {
      id: 'privacy-transfers',
      heading: '8. International transfers',
      blocks: [
        'Some of our providers, notably Google, may process data outside your country, including in the United States. When data leaves the European Economic Area or another country with transfer restrictions, we rely on an adequacy decision (such as the EU–US Data Privacy Framework for certified companies) or on the European Commission’s standard contractual clauses with additional safeguards. You can ask us for a copy of these safeguards.',
      ],
    },
    {
      id: 'privacy-rights',
      heading: '9. Your rights',
      blocks: [
        'Subject to the conditions set by law, you have the right to:',
        [
          'access the personal data we hold about you and receive a copy;',
          'have inaccurate data rectified and incomplete data completed;',
          'have your data erased;',
          'restrict our processing, for example while we check a complaint;',
          'receive the data you gave us in a structured, machine-readable format and have it transmitted to another provider (portability);',
          'object to processing based on our legitimate interest;',
          'withdraw your consent at any time, without affecting processing carried out before withdrawal;',
          'lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work or where you believe the infringement occurred.',
        ],
        'To exercise these rights, write to {email}. We will answer within one month; if we need to confirm your identity, we may ask you to write from the e-mail address linked to your account. Using your rights is free of charge.',
      ],
    },
    {
      id: 'privacy-security',
      heading: '10. How we protect your data',
      blocks: [
        'The website is served over an encrypted connection (HTTPS). Passwords are stored only as salted hashes and one-time codes only as hashes; codes expire after 10 minutes and are blocked after 5 wrong attempts, and repeated requests are rate-limited. Access to the back office depends on roles and permissions, and every administrative change is recorded in the audit log. No method of transmission or storage is completely secure, but if a breach affecting your data occurs, we will inform you and the authorities as the law requires.',
      ],
    },
    {
      id: 'privacy-children',
      heading: '11. Children',
      blocks: [
        'Our services are intended for businesses and adults. We do not knowingly collect personal data from children under 16. If you believe a child has given us their data, contact us and we will delete it.',
      ],
    },
    {
      id: 'privacy-changes',
      heading: '12. Changes to this policy',
      blocks: [
        'We may update this policy when our services or the law change. The effective date at the top always shows the current version. If a change materially affects how we use your data, we will notify account holders by e-mail before it takes effect.',
      ],
    },
    {
      id: 'privacy-contact',
      heading: '13. Contact',
      blocks: [
        'For questions about this policy or your personal data, contact us:',
        ['Controller: {legalEntity}', 'E-mail: {email}', 'Phone: {phone}'],
      ],
    },
  ],
};
