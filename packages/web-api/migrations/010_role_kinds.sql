-- Security round 3: a role belongs to one kind of person. Customer roles go on customers, back-office
-- roles on back-office users, and `anonymous` (everyone's) on no one. A customer given a back-office
-- role could call the back office with a customer token; that assignment is what this closes.
alter table roles add column kind text null;
update roles set kind = 'anonymous' where name = 'anonymous';
update roles set kind = 'customer' where name = 'customer';
-- Any other role is a customer role when every holder is a customer, else a back-office role.
update roles r set kind = 'customer'
  where r.kind is null
    and exists (select 1 from user_roles ur where ur.role = r.name)
    and not exists (
      select 1 from user_roles ur join users u on u.id = ur.user_id
       where ur.role = r.name and u.kind <> 'customer'
    );
update roles set kind = 'admin' where kind is null;
alter table roles alter column kind set not null;
-- Roles/create's contract default: a role made in the back office is a back-office role.
alter table roles alter column kind set default 'admin';
alter table roles add constraint roles_kind check (kind in ('anonymous', 'customer', 'admin'));
-- An assignment across kinds granted nothing it should have: it goes (the audit log keeps its history).
delete from user_roles ur using users u, roles r
  where ur.user_id = u.id and r.name = ur.role and r.kind <> u.kind;
-- The grant rule (nobody grants what they do not hold) needs the admin role to hold what it gives
-- customers: every pair the customer role holds. Customer calls act for a customer session's account,
-- so an admin token still cannot use them.
insert into permissions (role, controller, subaction)
  select 'admin', p.controller, p.subaction from permissions p
   where p.role = 'customer' and exists (select 1 from roles where name = 'admin')
  on conflict (role, controller, subaction) do nothing;
