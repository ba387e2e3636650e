// The landing's quote request form: its own chunk, drawn by the server and loaded by the browser
// only when the visitor reaches or focuses the form.
export { LeadForm } from './LeadForm';
export type { LeadFormText } from './lead-form-text';
export { LEAD_FORM_TEXT } from './lead-form-text';
