-- The whole schema of the reference backend: people and sessions, access control, pins, statistics,
-- admin content and the audit log. Later changes go in new numbered files; never edit an applied one.

create table users (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('customer', 'admin')),
  email text null,
  phone text null,
  name text not null,
  lang text not null default 'ru' check (lang in ('ru', 'ua', 'en', 'es')),
  password_hash text null,
  email_confirmed_at timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_kind_email on users (kind, lower(email)) where email is not null;
create unique index users_kind_phone on users (kind, phone) where phone is not null;

-- A person may act for other customer accounts (the alternates of the session).
create table user_alternates (
  user_id uuid not null references users (id) on delete cascade,
  owner_id uuid not null references users (id) on delete cascade,
  primary key (user_id, owner_id)
);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  owner_id uuid null references users (id) on delete cascade,
  audience text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz null
);
create index sessions_user on sessions (user_id);

-- One-time codes (phone sign-in, password recovery): only an HMAC of the code is kept.
create table one_time_codes (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('phone-sign-in', 'recovery')),
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz null,
  created_at timestamptz not null
);
create index one_time_codes_target on one_time_codes (purpose, target, created_at desc);

create table email_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz null
);

create table rate_events (
  key text not null,
  at timestamptz not null
);
create index rate_events_key_at on rate_events (key, at);

-- Access control: every call names a controller and a subaction; roles hold permissions.
create table controllers (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  area text not null check (area in ('site', 'account', 'admin')),
  description text not null default ''
);

create table subactions (
  id uuid primary key default gen_random_uuid(),
  controller text not null references controllers (name) on update cascade on delete cascade,
  name text not null,
  method text not null check (method in ('GET', 'POST', 'PUT', 'DELETE')),
  description text not null default '',
  unique (controller, name)
);

create table roles (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text not null default ''
);

create table user_roles (
  user_id uuid not null references users (id) on delete cascade,
  role text not null references roles (name) on update cascade on delete cascade,
  primary key (user_id, role)
);

create table permissions (
  id uuid primary key default gen_random_uuid(),
  role text not null references roles (name) on update cascade on delete cascade,
  controller text not null,
  subaction text not null,
  unique (role, controller, subaction),
  foreign key (controller, subaction) references subactions (controller, name) on update cascade on delete cascade
);

create table navigations (
  id uuid primary key default gen_random_uuid(),
  role text not null references roles (name) on update cascade on delete cascade,
  nav_group text not null,
  route text not null,
  labels jsonb not null,
  position integer not null default 0
);

-- Pins. The maps import writes locations (packages/web-api/src/import).
create table locations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  store_code text null,
  name text not null,
  address_lines text[] not null default '{}',
  locality text null,
  administrative_area text null,
  postal_code text null,
  country text null,
  phone text null,
  additional_phones text[] not null default '{}',
  website text null,
  primary_category text null,
  additional_categories text[] not null default '{}',
  hours jsonb null,
  latitude double precision null,
  longitude double precision null,
  google_maps_url text null,
  source text not null default 'manual' check (source in ('manual', 'gbp-csv', 'takeout-geojson')),
  archived_at timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (owner_id, store_code)
);

-- The other pin kinds share one table: their fields live in data, validated by the contract.
create table pins (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('advertising', 'publications', 'notifications', 'reviews', 'sites')),
  name text not null,
  data jsonb not null,
  archived_at timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pins_owner_kind on pins (owner_id, kind);

create table statistics (
  location_id uuid not null references locations (id) on delete cascade,
  day date not null,
  views integer not null default 0,
  searches integer not null default 0,
  calls integer not null default 0,
  directions integer not null default 0,
  website_clicks integer not null default 0,
  primary key (location_id, day)
);

-- Admin content.
create table pages (
  id uuid primary key default gen_random_uuid(),
  route text not null unique,
  translations jsonb not null,
  updated_at timestamptz not null default now()
);

create table clients (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  contact_name text null,
  email text null,
  phone text null,
  website text null,
  notes text not null default '',
  created_at timestamptz not null default now()
);

create table audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid null references users (id) on delete set null,
  actor_email text null,
  action text not null,
  entity text not null,
  entity_id text null,
  before jsonb null,
  after jsonb null,
  at timestamptz not null
);
create index audit_log_at on audit_log (at desc);
