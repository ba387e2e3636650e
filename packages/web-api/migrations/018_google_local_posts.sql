-- Publications as Google local posts (issue 27, decision 0035): one row per publication and linked
-- listing it is to be on. The row outlives its publication (publication_id becomes null) until Google
-- has deleted the post; `wanted` says what Google should have, `state` where it stands. `revision`
-- counts the merchant's edits so that a job settles only the edit it sent.
create table google_local_posts (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  publication_id uuid null references pins (id) on delete set null,
  location_id uuid not null references locations (id) on delete cascade,
  location_name text not null,
  -- Google's name (accounts/…/locations/…/localPosts/…) once created.
  local_post text null,
  wanted text not null check (wanted in ('published', 'deleted')),
  state text not null check (state in ('waiting', 'processing', 'live', 'rejected', 'failed')),
  search_url text null,
  -- Google's words when it refused the request.
  message text null,
  revision integer not null default 0,
  sent_at timestamptz null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (publication_id, location_id)
);
create index google_local_posts_location on google_local_posts (location_id);
create index google_local_posts_failed on google_local_posts (state) where state in ('failed', 'rejected');

-- Publishing to Google on a database seeded before it, granted as a fresh seed grants it: to customers
-- and to admin (which holds every customer pair, decision 0024).
insert into subactions (controller, name, method, description)
  select 'Publications', 'publishGoogle', 'POST',
         'publish a post to linked Google listings as a local post, or take it off some (queued for Google)'
   where exists (select 1 from controllers where name = 'Publications')
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select r.name, 'Publications', 'publishGoogle'
    from roles r
   where r.name in ('customer', 'admin')
     and exists (select 1 from subactions where controller = 'Publications' and name = 'publishGoogle')
  on conflict (role, controller, subaction) do nothing;
