// @agency/core/social-messages: why a social sign-in was refused, in four languages. An entry of its
// own: the sign-in page loads these words only when it shows a refusal (issue 30).

export { SOCIAL_MESSAGES, socialMessage } from '../social-messages';
