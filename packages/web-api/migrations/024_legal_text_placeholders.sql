-- Issue 25 and 28 (decision 0042): the seeded Markdown is the only legal text. The privacy policy and
-- the terms of service each begin with their effective date (the ui drew it from its own copy, now
-- gone), and the privacy policy names the lead retention periods the back office sets through two
-- placeholders, {leadLostPeriod} and {leadSpamPeriod}, that web-api fills when the page loads. The
-- rows are rewritten in src/db/legal-text-placeholders.ts, run after this file in its transaction
-- (src/db/migration-steps.ts): the date line is put before any text that lacks it (visitors saw it
-- above whatever text the row held); the periods replace the seeded sentence only where it is still
-- as seeded, so a sentence an admin rewrote stays as written.
select 1;
