-- The permission grid (issue 29, decision 0036): databases seeded before Permissions/grid and
-- Permissions/saveGrid existed grant them to the admin role, as a fresh seed does.
insert into subactions (controller, name, method, description)
  select s.controller, s.name, s.method, s.description
    from (values
      ('Permissions', 'grid', 'GET', 'one role''s permissions as a grid: every subaction, granted or not, and which the caller may change'),
      ('Permissions', 'saveGrid', 'PUT', 'grant and take away a role''s pairs in one transaction (the grid''s changes)')
    ) as s (controller, name, method, description)
   where exists (select 1 from controllers where controllers.name = s.controller)
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select 'admin', s.controller, s.name
    from subactions s
   where exists (select 1 from roles where name = 'admin')
     and (s.controller, s.name) in (('Permissions', 'grid'), ('Permissions', 'saveGrid'))
  on conflict (role, controller, subaction) do nothing;
