-- Issue 28 (decision 0038's follow-up): a solved ALTCHA challenge is accepted once. Its signature is
-- kept until the challenge expires, so a replayed solution finds it here; expired rows are pruned
-- by the submission that spends the next one.
create table lead_challenges_spent (
  signature text primary key check (char_length(signature) <= 128),
  expires_at timestamptz not null
);
create index lead_challenges_spent_expires on lead_challenges_spent (expires_at);
