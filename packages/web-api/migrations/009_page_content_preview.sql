-- Decision 0019: page content is Markdown rendered on the server. Meta keywords are gone (search engines
-- ignore them), and databases seeded before Pages/preview existed grant it to the admin role as a fresh seed does.
update pages set translations = (
    select coalesce(jsonb_object_agg(lang, content #- '{meta,keywords}'), '{}'::jsonb)
    from jsonb_each(translations) as each_lang(lang, content)
  )
  where jsonb_path_exists(translations, '$.*.meta.keywords');

insert into subactions (controller, name, method, description)
  select 'Pages', 'preview', 'POST', 'render page content (Markdown) as the site would show it, saving nothing'
  where exists (select 1 from controllers where name = 'Pages')
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select 'admin', 'Pages', 'preview'
  where exists (select 1 from roles where name = 'admin')
    and exists (select 1 from subactions where controller = 'Pages' and name = 'preview')
  on conflict (role, controller, subaction) do nothing;
