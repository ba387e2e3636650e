-- Statistics become the Business Profile Performance API's daily metrics (issue 27): impressions split
-- by desktop/mobile and maps/search, call clicks, website clicks, direction requests, conversations and
-- bookings, one row per location and day, written by the Google jobs (a day fetched again overwrites
-- its row). The measures with an equal metric keep their values (calls -> call_clicks, directions ->
-- direction_requests, website_clicks); `views` and `searches` have no Performance metric to go to (no
-- split, and "searches" counted search queries, which the daily metrics do not), so they are dropped
-- (decision 0033). `fetched_at` says when Google gave the row; rows from before are null. The
-- replies to reviews from Google are granted at the end.
alter table statistics rename column calls to call_clicks;
alter table statistics rename column directions to direction_requests;
alter table statistics drop column views;
alter table statistics drop column searches;
alter table statistics
  add column impressions_desktop_maps integer not null default 0,
  add column impressions_desktop_search integer not null default 0,
  add column impressions_mobile_maps integer not null default 0,
  add column impressions_mobile_search integer not null default 0,
  add column conversations integer not null default 0,
  add column bookings integer not null default 0,
  add column fetched_at timestamptz;

alter table statistics add constraint statistics_counts_check check (
  impressions_desktop_maps >= 0 and impressions_desktop_search >= 0 and impressions_mobile_maps >= 0
  and impressions_mobile_search >= 0 and call_clicks >= 0 and website_clicks >= 0
  and direction_requests >= 0 and conversations >= 0 and bookings >= 0);

-- Replies to reviews from Google (issue 27) on a database seeded before them, granted as a fresh seed
-- grants them: to customers and to admin (which holds every customer pair, decision 0024).
insert into subactions (controller, name, method, description)
  select s.controller, s.name, s.method, s.description
    from (values
      ('Reviews', 'reply', 'POST', 'reply to a review from Google, or replace the reply'),
      ('Reviews', 'deleteReply', 'POST', 'delete the reply to a review from Google')
    ) as s (controller, name, method, description)
   where exists (select 1 from controllers where controllers.name = s.controller)
  on conflict (controller, name) do nothing;

insert into permissions (role, controller, subaction)
  select r.name, s.controller, s.name
    from subactions s join roles r on r.name in ('customer', 'admin')
   where (s.controller, s.name) in (('Reviews', 'reply'), ('Reviews', 'deleteReply'))
  on conflict (role, controller, subaction) do nothing;

-- When a linked listing's reviews were last pulled: the first pull takes the listing's history
-- without a notification per review; later pulls notify of new and changed reviews.
alter table google_location_links add column reviews_pulled_at timestamptz null;
