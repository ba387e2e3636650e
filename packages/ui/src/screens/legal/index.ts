// Public surface of the legal pages; packages/ui/src/index.ts re-exports from here.

export { LegalDocument, type LegalDocumentProps } from './LegalDocument';
export { fillPlaceholders } from './legal-placeholders';
export type {
  LegalBlock,
  LegalParties,
  LegalPlaceholder,
  LegalSection,
  LegalText,
} from './legal-text';
export { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal-texts';
export { LEGAL_TITLES } from './legal-titles';
export { PrivacyPolicyScreen } from './PrivacyPolicyScreen';
export { TermsOfServiceScreen } from './TermsOfServiceScreen';
