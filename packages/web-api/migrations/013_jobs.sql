-- Durable jobs (decision 0025): every Google call that writes or pulls on a schedule, and later
-- webhooks, is a row here, claimed with FOR UPDATE SKIP LOCKED by the worker of some process through
-- the queue core the outbox shares. A pending job with a dedupe key takes in a later job of the same
-- kind and key (the newer payload wins, `revision` counts the changes, so a run that read an older
-- payload does not mark the newer one done). Failed jobs stay for admins. The payload holds ids and
-- values, never a token.
create table jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  dedupe_key text,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  attempts integer not null default 0,
  revision integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  done_at timestamptz
);

create index jobs_due on jobs (next_attempt_at) where status = 'pending';

create index jobs_failed on jobs (done_at desc) where status = 'failed';

create unique index jobs_pending_dedupe on jobs (kind, dedupe_key)
  where status = 'pending' and dedupe_key is not null;

-- Rate windows shared by every process: the count of runs in the current fixed window of a name
-- (`google:project`, `google:profile:locations/…`); the limit and the length are the code's.
create table job_windows (
  name text primary key,
  window_start timestamptz not null,
  used integer not null
);
