-- The calls of the Google Business Profile connection (issue 26) on a database seeded before them,
-- granted as a fresh seed grants them: the account's calls to customers and to admin (which holds
-- every customer pair, decision 0024), the back office's to admin.
insert into controllers (name, area, description)
  select c.name, c.area, c.name || ' controller'
    from (values ('Google', 'account'), ('AgencyGoogle', 'admin'), ('GoogleSync', 'admin')) as c (name, area)
   where exists (select 1 from roles where roles.name = 'admin')
  on conflict (name) do nothing;

insert into subactions (controller, name, method, description)
  select s.controller, s.name, s.method, s.description
    from (values
      ('Google', 'status', 'GET', 'the account''s Google Business Profile connection: the Google account, its state and when the listings were last read; `configured` says whether Connect is offered at all (a Google client is configured, or the demo''s sandbox)'),
      ('Google', 'connectStart', 'POST', 'start connecting the account (the one the session acts for) to Google Business Profile: OAuth 2'),
      ('Google', 'connectFinish', 'POST', 'finish the connection with the code and state Google sent back and the flow of connectStart'),
      ('Google', 'disconnect', 'POST', 'disconnect: revoke the grant at Google, delete it and the Google data kept for it (the last Google values and the pending changes of linked locations); the locations stay, unlinked'),
      ('Google', 'importPreview', 'GET', 'read the listings of the connected Google accounts (Account Management accounts'),
      ('Google', 'importCommit', 'POST', 'import the listings as chosen: create a location, link it to an existing one (which takes Google''s values), or skip it'),
      ('Locations', 'resolveGoogle', 'POST', 'decide on the changes made on Google''s side of a linked location, field by field: `accept` takes Google''s value, `overwrite` sends ours to Google again'),
      ('AgencyGoogle', 'status', 'GET', 'the agency''s own connection to Google Business Profile, managing its clients'' listings'),
      ('AgencyGoogle', 'connectStart', 'POST', 'start connecting the agency''s Google account (as Google/connectStart, for the back office)'),
      ('AgencyGoogle', 'connectFinish', 'POST', 'finish the agency''s connection (as Google/connectFinish)'),
      ('AgencyGoogle', 'disconnect', 'POST', 'disconnect the agency''s account; the locations linked through it stay with their customers, unlinked'),
      ('AgencyGoogle', 'locations', 'GET', 'the listings the agency''s Google account manages, each with the customer account it is linked to'),
      ('AgencyGoogle', 'link', 'POST', 'link a listing the agency''s account manages to a customer account: the customer gets it as a linked location (matched to an existing one by the import''s rules, else new), and its edits flow through the agency''s connection'),
      ('AgencyGoogle', 'unlink', 'POST', 'unlink a listing from the customer it was linked to through the agency; the customer''s location stays, unlinked'),
      ('GoogleSync', 'problems', 'GET', 'what needs an operator''s attention across customers, newest first (at most 100 of each)')
    ) as s (controller, name, method, description)
   where exists (select 1 from controllers where controllers.name = s.controller)
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select r.name, s.controller, s.name
    from subactions s join roles r on r.name in ('customer', 'admin')
   where (s.controller, s.name) in (
     ('Google', 'status'), ('Google', 'connectStart'), ('Google', 'connectFinish'),
     ('Google', 'disconnect'), ('Google', 'importPreview'), ('Google', 'importCommit'),
     ('Locations', 'resolveGoogle'))
  on conflict (role, controller, subaction) do nothing;

insert into permissions (role, controller, subaction)
  select 'admin', s.controller, s.name
    from subactions s
   where s.controller in ('AgencyGoogle', 'GoogleSync')
     and exists (select 1 from roles where roles.name = 'admin')
  on conflict (role, controller, subaction) do nothing;
