-- Issue 26: the account as a client of Google Business Profile. Locations gain the fields the listing
-- holds that we did not (special hours, description, open status, Google's place id); a connection
-- keeps a Google grant (the refresh token sealed with AES-256-GCM, decision 0025, never answered or
-- logged); a link ties a location to its listing through one connection, with Google's last Location
-- as received (so what we do not show is never lost) and how the two stand.
alter table locations add column special_hours jsonb not null default '[]';
alter table locations add column description text null;
alter table locations add column open_status text null
  check (open_status in ('open', 'closedTemporarily', 'closedPermanently'));
alter table locations add column place_id text null;
alter table locations drop constraint locations_source_check;
alter table locations add constraint locations_source_check
  check (source in ('manual', 'gbp-csv', 'takeout-geojson', 'google'));

-- One connection per customer account (owner_id), and one for the agency (owner_id null).
create table google_connections (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid null references users (id) on delete cascade,
  email text null,
  refresh_token text not null,
  access_token text null,
  access_expires_at timestamptz null,
  scope text not null,
  state text not null check (state in ('connected', 'needsReconnect')),
  sandbox boolean not null default false,
  connected_at timestamptz not null,
  synced_at timestamptz null,
  state_since timestamptz not null
);
create unique index google_connections_owner on google_connections (owner_id) where owner_id is not null;
create unique index google_connections_agency on google_connections ((owner_id is null)) where owner_id is null;

create table google_location_links (
  location_id uuid primary key references locations (id) on delete cascade,
  connection_id uuid not null references google_connections (id) on delete cascade,
  google_name text not null,
  account_name text null,
  google_location jsonb not null,
  category_ids jsonb not null default '[]',
  state text not null check (state in ('inStep', 'waiting', 'failed', 'unlinked')),
  -- Why the last change failed in our words ({"id", "params"} of a message code), worded in the
  -- reader's language; message keeps Google's own words.
  reason jsonb null,
  message text null,
  synced_at timestamptz null,
  google_changes jsonb not null default '[]',
  state_since timestamptz not null,
  unique (connection_id, google_name)
);
create index google_location_links_state on google_location_links (state) where state in ('failed', 'unlinked');
