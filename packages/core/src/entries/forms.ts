// @agency/core/forms: the checks of the sign-in, account and pin forms that the backend applies too.
// An entry of its own so that a browser bundle loads them only with the forms that use them.

// --- edit forms send only what the person changed ---
export { changedFields } from '../changed-fields';
// --- the rule combinators of every record form (account and back office) ---
export type { FieldRule } from '../field-rule';
export {
  checkRules,
  day,
  email,
  maxLength,
  minLength,
  numberBetween,
  phone,
  required,
  url,
} from '../field-rule';
// --- account rules: field and location checks of the account forms (owned by the account area) ---
export type { FieldFormat, FieldRuleProblem } from '../field-rules';
export {
  BODY_MAX_LENGTH,
  checkCountry,
  checkCurrency,
  checkDay,
  checkDayOrder,
  checkEmail,
  checkNumber,
  checkOneTimeCode,
  checkPassword,
  checkPhone,
  checkText,
  checkWebUrl,
  NAME_MAX_LENGTH,
  parseDecimal,
} from '../field-rules';
// --- formats shared by every form ---
export {
  CONTRACT_FORMATS,
  EMAIL_MAX_LENGTH,
  FORMAT_INPUT_MAX_LENGTH,
  isAbsoluteUri,
  isEmail,
  isIsoDay,
  isIsoMoment,
  isOneTimeCode,
  isPhone,
  isUuid,
  isWebUrl,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
} from '../formats';
// --- a won lead invited to an account ---
export type { LeadInviteRefusal } from '../lead-invitation';
export {
  invitationLanguages,
  LEAD_INVITATION_TTL_MS,
  leadInviteRefusal,
} from '../lead-invitation';
export { SLIDE_SERVICES } from '../lead-links';
// --- how long leads are kept (set in the back office) ---
export type { LeadRetention } from '../lead-retention';
export {
  checkLeadRetention,
  DEFAULT_LEAD_RETENTION,
  LEAD_RETENTION_MAX_DAYS,
  LEAD_RETENTION_MIN_DAYS,
  leadErasable,
  leadRetentionCutoffs,
} from '../lead-retention';
// --- quote requests from the landing: services, limits, contact, spam verdict, status moves ---
export type {
  LeadBudget,
  LeadChallengeVerdict,
  LeadContact,
  LeadDraft,
  LeadField,
  LeadService,
  LeadServiceGroup,
  LeadSpamEvidence,
  LeadSpamReason,
  LeadStatus,
  LeadTimeline,
} from '../lead-rules';
export {
  canMoveLead,
  checkLead,
  isLeadService,
  LEAD_ADDRESS_LIMIT,
  LEAD_ADDRESS_WINDOW_MS,
  LEAD_BUDGETS,
  LEAD_CHALLENGE_TTL_MS,
  LEAD_FORM_FIELDS,
  LEAD_LIMITS,
  LEAD_LOST_RETENTION_DAYS,
  LEAD_MIN_FILL_MS,
  LEAD_SERVICE_GROUPS,
  LEAD_SERVICES,
  LEAD_SERVICES_BY_GROUP,
  LEAD_SPAM_RETENTION_DAYS,
  LEAD_START_MAX_AGE_MS,
  LEAD_STATUS_MOVES,
  LEAD_TIMELINES,
  LEAD_UTM_KEYS,
  leadContact,
  leadFormPayload,
  leadSpamReasons,
} from '../lead-rules';
// --- a publication as a Google local post: Google's text limit, topic rules and wall clock ---
export type {
  LocalPostDraft,
  LocalPostField,
  LocalPostShownState,
  WallClock,
} from '../local-post-rules';
export {
  checkLocalPost,
  dayDate,
  LISTING_TIME_ZONE,
  LOCAL_POST_LOCATIONS_MAX,
  LOCAL_POST_STATES,
  LOCAL_POST_SUMMARY_MAX,
  wallClock,
} from '../local-post-rules';
export type { LocationDraft, LocationField, Weekday } from '../location-rules';
export { checkDayHours, checkLocation, WEEKDAYS } from '../location-rules';
// --- opening hours: one reading for the import, the hours editor and the server ---
export type {
  DayHoursErrorCode,
  DayHoursResult,
  OpeningPeriod,
  WeeklyHours,
} from '../opening-hours';
export {
  ALL_DAY,
  checkWeeklyHours,
  formatDayHours,
  formatPeriod,
  hoursToTexts,
  parseDayHours,
  textsToHours,
} from '../opening-hours';
// --- phone numbers: E.164 for storage and Google, formatted for display ---
export type { PhoneStyle } from '../phone';
export {
  DEFAULT_PHONE_REGION,
  formatPhone,
  normalizePhone,
  PHONE_INPUT_MAX_LENGTH,
} from '../phone';
// --- publication rules: post types, call-to-action, event and offer (owned by the account area) ---
export type {
  CallToActionType,
  PostType,
  PublicationDraft,
  PublicationField,
} from '../publication-rules';
export {
  CALL_TO_ACTION_TYPES,
  COUPON_MAX_LENGTH,
  checkPublication,
  POST_TYPES,
  publicationParts,
} from '../publication-rules';
export { retentionPeriodText } from '../retention-period-text';
// --- a review's reply as Google takes it: at most 4096 bytes of UTF-8 ---
export type { ReviewReplyProblem } from '../review-reply';
export { checkReviewReply, REVIEW_REPLY_MAX_BYTES, utf8Length } from '../review-reply';
