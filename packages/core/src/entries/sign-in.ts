// @agency/core/sign-in: the checks of the sign-in forms.
// An entry of its own: the forms entry re-exports every form's rules (libphonenumber among them),
// and esbuild puts all that a chunk's imports reach in a chunk the sign-in page would load (issue 30).

export type { FieldFormat, FieldRuleProblem } from '../field-rules';
export { checkEmail, checkOneTimeCode, checkPassword, checkPhone } from '../field-rules';
export { ONE_TIME_CODE_LENGTH, PASSWORD_MIN_LENGTH } from '../formats';
