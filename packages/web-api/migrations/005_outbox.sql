-- Messages to people (codes, links, account notices). A message is written in the transaction that
-- writes the code or token it carries, and sent afterwards by the outbox worker of some process,
-- which claims it with FOR UPDATE SKIP LOCKED. The content (the code or link) is emptied once the
-- message is sent or given up; failed messages stay for the admin overview.
create table outbox (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  kind text not null,
  recipient text not null,
  lang text not null check (lang in ('ru', 'ua', 'en', 'es')),
  content jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text,
  created_at timestamptz not null,
  done_at timestamptz
);

create index outbox_due on outbox (next_attempt_at) where status = 'pending';

create index outbox_failed on outbox (done_at desc) where status = 'failed';
