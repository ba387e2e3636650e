-- Issue 28: how long leads are kept is set in the back office (it was a constant of core). One row:
-- suspected spam is erased spam_days after it came, a lost lead lost_days after it was marked lost;
-- the daily retention job reads them. The bounds are core's LEAD_RETENTION_MIN_DAYS/MAX_DAYS.
-- A won lead invited to an account (Clients/invite) keeps the customer account it was given or linked.
alter table clients add column lead_account uuid null references users (id) on delete set null;
-- An invitation's link is an e-mail token too (one-time, stored hashed, expiring), marked so that only it
-- asks for the account's first password: a confirmation link of an account without one (social or
-- phone sign-in) confirms as before.
alter table email_tokens add column invitation boolean not null default false;

create table lead_retention (
  id boolean primary key default true check (id),
  spam_days integer not null default 30 check (spam_days between 1 and 3650),
  lost_days integer not null default 365 check (lost_days between 1 and 3650),
  updated_at timestamptz null
);

insert into lead_retention (id) values (true) on conflict (id) do nothing;

-- The back office's three calls on a database seeded before them, granted to admins as a fresh seed does.
insert into controllers (name, area, description)
  select 'LeadRetention', 'admin', 'LeadRetention controller'
   where exists (select 1 from roles where roles.name = 'admin')
  on conflict (name) do nothing;

insert into subactions (controller, name, method, description)
  select s.controller, s.name, s.method, s.description
    from (values
      ('LeadRetention', 'read', 'GET', 'read how long suspected spam and lost leads are kept'),
      ('LeadRetention', 'update', 'PUT', 'set how long suspected spam and lost leads are kept'),
      ('Clients', 'invite', 'POST', 'invite a won lead to a customer account')
    ) as s (controller, name, method, description)
   where exists (select 1 from controllers where controllers.name = s.controller)
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select 'admin', s.controller, s.name
    from subactions s
   where (s.controller = 'LeadRetention' or (s.controller = 'Clients' and s.name = 'invite'))
     and exists (select 1 from roles where roles.name = 'admin')
  on conflict (role, controller, subaction) do nothing;
