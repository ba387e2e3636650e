-- The admin overview lists failed deliveries (Deliveries/failed). An already seeded database learns
-- the new call here; a fresh one gets it from the seed, which reads it from the contract.
insert into controllers (name, area, description)
  select 'Deliveries', 'admin', 'Deliveries controller'
  where exists (select 1 from roles where roles.name = 'admin')
  on conflict (name) do nothing;

insert into subactions (controller, name, method, description)
  select 'Deliveries', 'failed', 'GET', 'the messages the outbox gave up on, newest first'
  where exists (select 1 from controllers where controllers.name = 'Deliveries')
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select 'admin', 'Deliveries', 'failed'
  where exists (select 1 from roles where roles.name = 'admin')
    and exists (select 1 from subactions where controller = 'Deliveries' and subactions.name = 'failed')
  on conflict (role, controller, subaction) do nothing;
