-- Each rate event gets an id, so a sign-in attempt counted before the password check can be taken
-- back when the password was right (a success is no failure).
alter table rate_events add column id bigint generated always as identity;
