import type { LegalText } from './legal-text';

/** The terms of service in English. */
export const termsOfServiceEn: LegalText = {
  title: 'Terms of service',
  effectiveDate: '2026-11-22',
  effectiveDateText: '22 November 2026',
  effectiveDateLabel: 'Effective date',
  contentsLabel: 'Contents',
  intro: [
    'These terms govern your use of the {brand} website and customer account. By using the website or creating an account you accept them. If you do not agree, please do not use the website.',
  ],
  sections: [
    {
      id: 'terms-about',
      heading: '1. Who we are',
      blocks: [
        'The website and the services are provided by {legalEntity}, operating under the brand {brand} (“we”, “us”). You can contact us at {email} or {phone}.',
      ],
    },
    {
      id: 'terms-services',
      heading: '2. Our services',
      blocks: [
        'We are a digital agency. We design and build websites and online shops and provide search engine optimisation, pay-per-click advertising, content, strategy and location-based marketing, including connecting your points of sale to map listings. The customer account lets you manage your locations, advertising, publications, notifications, reviews and sites, import locations from Google Maps data and view statistics.',
        'The descriptions on this website are general information, not an offer. The scope, deadlines and price of any project are set out in a quote or a separate agreement. If that agreement differs from these terms, the agreement prevails for the work it covers.',
      ],
    },
    {
      id: 'terms-fees',
      heading: '3. Quotes, fees and payment',
      blocks: [
        'You can request a quote by e-mail or phone. A quote is free and non-binding until both parties accept it in writing. Fees, payment terms and invoicing are agreed separately for each project; no payments are made through this website.',
        'Advertising budgets paid to platforms such as Google Ads are not part of our fees unless the agreement says otherwise.',
      ],
    },
    {
      id: 'terms-accounts',
      heading: '4. Accounts and credentials',
      blocks: [
        [
          'You must be at least 18 years old and use the account for your business or on behalf of an organisation you are authorised to represent.',
          'Give accurate details and keep them up to date, in particular the e-mail address and phone number used to sign in.',
          'Keep your password secret and do not share one-time codes with anyone; we will never ask you for them.',
          'You are responsible for what is done in your account. Tell us immediately at {email} if you suspect someone else has access to it.',
        ],
        'We may temporarily block sign-in or suspend an account if we suspect it has been compromised or misused, and we will tell you why.',
      ],
    },
    {
      id: 'terms-content',
      heading: '5. Your content',
      blocks: [
        'Everything you upload or enter in your account — locations, texts, images, reviews, advertising materials and files imported from Google Maps or Google Business Profile — remains yours.',
        'You grant us a non-exclusive, worldwide, royalty-free licence to host, copy, process, adapt and display that content, and to publish it on the platforms you choose, solely to provide the services to you. The licence ends when you delete the content or close your account, except for copies we must keep by law or that remain in backups for the time stated in the privacy policy.',
        'You confirm that you have the rights to the content and that it is accurate and lawful. You are responsible for the data in the files you import: an import containing invalid rows is rejected as a whole and you receive a report of the errors in each row. If a third party makes a claim against us because of your content, you will compensate us for the reasonable costs of that claim.',
      ],
    },
    {
      id: 'terms-acceptable-use',
      heading: '6. Acceptable use',
      blocks: [
        'You must not:',
        [
          'use the website or the services for anything unlawful, deceptive or harmful;',
          'publish false business information, fake reviews or misleading advertising;',
          'upload content that infringes the rights of others or contains malware;',
          'try to access other people’s accounts or data, or bypass sign-in, code or rate limits;',
          'scan, probe or overload the website, or collect data from it by automated means without our permission;',
          'resell access to your account or use it to provide a competing service.',
        ],
        'If you breach these rules, we may remove the content concerned and suspend or close the account.',
      ],
    },
    {
      id: 'terms-third-parties',
      heading: '7. Third-party platforms and results',
      blocks: [
        'Much of our work takes place on platforms we do not control, such as Google Search, Google Maps, Google Business Profile, Google Ads and social networks. Their own terms and policies apply to your use of them. They can change their algorithms and rules, reject advertisements, or suspend listings at any time.',
        'For that reason we do not guarantee any particular position in search results or on maps, any amount of traffic, calls or sales, or that a platform will accept your listing or advertisement. Figures about the effect of online marketing quoted on this website describe the market in general and are not a promise of results. We will, however, do the agreed work with care and keep you informed.',
      ],
    },
    {
      id: 'terms-intellectual-property',
      heading: '8. Intellectual property',
      blocks: [
        'The website, its design, texts, graphics and software belong to us or our licensors. You may view them and use the account for its intended purpose; any other use requires our written permission.',
        'Rights to work created for you (for example, a website design) pass to you as set out in your project agreement, as a rule once it has been paid in full. We keep our general know-how, tools and reusable components. We will show your project in our portfolio only with your permission.',
      ],
    },
    {
      id: 'terms-confidentiality',
      heading: '9. Confidentiality',
      blocks: [
        'Each party will keep confidential the non-public information it receives from the other, such as business plans, advertising accounts, access credentials and statistics, and will use it only for the cooperation. This does not apply to information that is public, that was already known to the recipient, or that must be disclosed by law. The obligation lasts for 3 years after our cooperation ends, and indefinitely for access credentials. How we handle personal data is described in our privacy policy.',
      ],
    },
    {
      id: 'terms-warranties',
      heading: '10. Disclaimer of warranties',
      blocks: [
        'We work to keep the website and the account available and correct, but we provide them “as is” and “as available”. To the extent permitted by law, we make no warranties, express or implied, including of merchantability, fitness for a particular purpose or uninterrupted operation. We may carry out maintenance, and will try to announce longer interruptions in advance. Nothing in these terms limits the rights you have as a consumer under mandatory law.',
      ],
    },
    {
      id: 'terms-liability',
      heading: '11. Limitation of liability',
      blocks: [
        'To the extent permitted by law, we are not liable for indirect or consequential losses, lost profits, revenue or data, or for decisions made by third-party platforms. Our total liability for all claims related to the website and the services is limited to the fees you paid us in the 12 months before the event giving rise to the claim.',
        'These limits do not apply to liability for intent or gross negligence, for death or personal injury, or to any liability that cannot be limited by law.',
      ],
    },
    {
      id: 'terms-termination',
      heading: '12. Suspension and termination',
      blocks: [
        'You may stop using the website at any time and ask us to close your account by writing to {email}. We may suspend or close an account that breaches these terms, or close an unused account after notifying you 30 days in advance. Before closure you can ask us for an export of your data. After closure your data is deleted as described in the privacy policy. Sections on content, intellectual property, confidentiality and liability continue to apply after termination.',
      ],
    },
    {
      id: 'terms-law',
      heading: '13. Governing law and disputes',
      blocks: [
        'These terms are governed by the law of the country where {legalEntity} is registered, and its competent courts have jurisdiction. If you are a consumer, you also keep the protection of the mandatory rules of the country where you live and may bring a claim there. Before going to court, we both agree to try to settle a dispute amicably within 30 days of a written notice.',
        'If any provision of these terms is found invalid, the rest remain in force.',
      ],
    },
    {
      id: 'terms-changes',
      heading: '14. Changes to these terms',
      blocks: [
        'We may change these terms when our services or the law change. The effective date at the top shows the current version. We will notify account holders of material changes by e-mail at least 14 days before they take effect. If you do not agree with them, you may close your account; continuing to use it after that date means you accept the new terms.',
      ],
    },
    {
      id: 'terms-contact',
      heading: '15. Contact',
      blocks: [
        'Questions about these terms can be sent to us:',
        ['Company: {legalEntity}', 'E-mail: {email}', 'Phone: {phone}'],
      ],
    },
  ],
};
