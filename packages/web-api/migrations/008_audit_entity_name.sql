-- Audit entries name their record (a user's e-mail, a role's name) as well as its id, as it was when
-- the change was written, so an entry still names a record deleted since. Older entries take the
-- name from the record they kept (after, else before); a session's entry names its admin.
alter table audit_log add column entity_name text null;

update audit_log set entity_name = case entity
    when 'users' then coalesce(coalesce(after, before)->>'email', coalesce(after, before)->>'phone', coalesce(after, before)->>'name')
    when 'permissions' then (coalesce(after, before)->>'role') || ' ' || (coalesce(after, before)->>'controller') || '/' || (coalesce(after, before)->>'subaction')
    when 'navigations' then (coalesce(after, before)->>'role') || ' ' || (coalesce(after, before)->>'route')
    when 'subactions' then (coalesce(after, before)->>'controller') || '/' || (coalesce(after, before)->>'name')
    when 'pages' then coalesce(after, before)->>'route'
    when 'sessions' then actor_email
    else coalesce(after, before)->>'name'
  end
  where entity_name is null;
