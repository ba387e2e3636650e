-- Google and Facebook accounts that sign into a customer: the provider's stable account id (Google's
-- `sub`, Facebook's `id`), never the e-mail, which a person can change at the provider.
create table user_identities (
  provider text not null check (provider in ('google', 'facebook')),
  subject text not null,
  user_id uuid not null references users (id) on delete cascade,
  email text null,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);
create unique index user_identities_user_provider on user_identities (user_id, provider);

-- An already seeded database learns the new subactions here; a fresh one gets them from the seed.
insert into subactions (controller, name, method, description)
  select controller, name, 'POST', description
  from (values ('Auth', 'socialStart', 'start a Google or Facebook sign-in'),
               ('Auth', 'socialFinish', 'finish a Google or Facebook sign-in'),
               ('Account', 'unlinkProvider', 'unlink a Google or Facebook sign-in'))
    as added (controller, name, description)
  where exists (select 1 from controllers where controllers.name = added.controller)
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select role, controller, name
  from (values ('anonymous', 'Auth', 'socialStart'),
               ('anonymous', 'Auth', 'socialFinish'),
               ('customer', 'Account', 'unlinkProvider')) as added (role, controller, name)
  where exists (select 1 from roles where roles.name = added.role)
    and exists (select 1 from subactions where subactions.controller = added.controller
                                            and subactions.name = added.name)
  on conflict (role, controller, subaction) do nothing;
