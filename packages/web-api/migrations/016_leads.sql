-- Issue 28: a quote request from the landing is a client with a lead. The lead's columns sit on the
-- client row (a client entered by hand has lead_status null); a submission writes the row and its
-- outbox message in one transaction. Suspected spam is stored flagged (lead_spam), never delivered.
-- lead_address_key is what the per-address limit counts under (core addressLimitKey).
alter table clients add column lead_status text null
  check (lead_status in ('new', 'contacted', 'won', 'lost'));
alter table clients add column lead_service text null;
alter table clients add column lead_message text null;
alter table clients add column lead_budget text null;
alter table clients add column lead_timeline text null;
alter table clients add column lead_lang text null check (lead_lang in ('ru', 'ua', 'en', 'es'));
alter table clients add column lead_page text null;
alter table clients add column lead_referrer text null;
alter table clients add column lead_utm jsonb null;
alter table clients add column lead_address text null;
alter table clients add column lead_address_key text null;
alter table clients add column lead_user_agent text null;
alter table clients add column lead_spam boolean not null default false;
alter table clients add column lead_assignee uuid null references users (id) on delete set null;
alter table clients add column lead_submitted_at timestamptz null;
alter table clients add column lead_status_at timestamptz null;

create index clients_lead_address on clients (lead_address_key, lead_submitted_at)
  where lead_status is not null;
create index clients_lead_status on clients (lead_status, lead_submitted_at desc)
  where lead_status is not null;

-- The landing's two calls on a database seeded before them, granted to everyone as a fresh seed does.
insert into controllers (name, area, description)
  select 'Leads', 'site', 'Leads controller'
   where exists (select 1 from roles where roles.name = 'anonymous')
  on conflict (name) do nothing;

insert into subactions (controller, name, method, description)
  select s.controller, s.name, s.method, s.description
    from (values
      ('Leads', 'start', 'POST', 'start the fill time of a quote request'),
      ('Leads', 'submit', 'POST', 'send a quote request from the landing')
    ) as s (controller, name, method, description)
   where exists (select 1 from controllers where controllers.name = s.controller)
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select 'anonymous', s.controller, s.name
    from subactions s
   where s.controller = 'Leads'
     and exists (select 1 from roles where roles.name = 'anonymous')
  on conflict (role, controller, subaction) do nothing;
