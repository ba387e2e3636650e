-- Account/confirmPhone (security round 3: a new phone number waits for the code sent to it) on a
-- database seeded before it, granted as a fresh seed grants it: to customers, and to admin, which holds
-- every customer pair (migration 010).
insert into subactions (controller, name, method, description)
  select 'Account', 'confirmPhone', 'POST', 'confirm a new phone number with the code sent to it'
  where exists (select 1 from controllers where name = 'Account')
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select r.name, 'Account', 'confirmPhone' from roles r
   where r.name in ('customer', 'admin')
     and exists (select 1 from subactions where controller = 'Account' and name = 'confirmPhone')
  on conflict (role, controller, subaction) do nothing;
