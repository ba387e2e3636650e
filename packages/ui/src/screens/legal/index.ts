// Public surface of the legal pages; the auth group's GroupScreen draws them.

export { LegalDocument, type LegalDocumentProps } from './LegalDocument';
export { fillPlaceholders, type LegalParties, type LegalPlaceholder } from './legal-placeholders';
export { PrivacyPolicyScreen } from './PrivacyPolicyScreen';
export { TermsOfServiceScreen } from './TermsOfServiceScreen';
