-- Security round 3. Wrong one-time codes are counted per target for good (a ceiling after which codes
-- stop until the owner acts), and a new phone number waits for a code sent to it before it applies.
create table code_failures (
  purpose text not null,
  target text not null,
  failures integer not null default 0,
  primary key (purpose, target)
);
alter table one_time_codes drop constraint one_time_codes_purpose_check;
alter table one_time_codes add constraint one_time_codes_purpose_check
  check (purpose in ('phone-sign-in', 'recovery', 'phone-change'));
create table phone_changes (
  user_id uuid primary key references users (id) on delete cascade,
  phone text not null,
  requested_at timestamptz not null
);
