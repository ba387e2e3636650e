-- Publications become standard, event or offer posts with an optional call-to-action; notifications
-- get a read time. Existing rows get the new fields: standard posts without a button, unread messages.
update pins
  set data = jsonb_build_object('postType', 'standard', 'callToAction', null, 'event', null, 'offer', null) || data
  where kind = 'publications';

update pins set data = jsonb_build_object('readAt', null) || data where kind = 'notifications';

create index pins_unread_notifications on pins (owner_id) where kind = 'notifications' and data->>'readAt' is null;

-- An already seeded database learns the new subactions here; a fresh one (no controllers yet) gets
-- them from the seed, which reads them from the contract.
insert into subactions (controller, name, method, description)
  select 'Notifications', name, 'POST', description
  from (values ('markRead', 'mark messages to customers as read'),
               ('markUnread', 'mark messages to customers as unread')) as added (name, description)
  where exists (select 1 from controllers where controllers.name = 'Notifications')
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select 'customer', 'Notifications', name
  from (values ('markRead'), ('markUnread')) as added (name)
  where exists (select 1 from roles where roles.name = 'customer')
    and exists (select 1 from subactions where controller = 'Notifications' and subactions.name = added.name)
  on conflict (role, controller, subaction) do nothing;
