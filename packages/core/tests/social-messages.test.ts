import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages';
import { messageText } from '../src/message-text';
import { SOCIAL_MESSAGES, socialMessage } from '../src/social-messages';
import { SOCIAL_PROBLEMS } from '../src/social-sign-in';

describe("a social sign-in's refusal, worded for the sign-in page", () => {
  it.each(SOCIAL_PROBLEMS)(
    '%s reads as the server catalog words it, in every language',
    (problem) => {
      for (const lang of LANGUAGES)
        expect(socialMessage(problem, lang)).toBe(messageText(`social.${problem}`, lang));
    },
  );

  it('holds only social messages', () => {
    expect(Object.keys(SOCIAL_MESSAGES).every((code) => code.startsWith('social.'))).toBe(true);
  });
});
