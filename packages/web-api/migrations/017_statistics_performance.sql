-- Statistics become the Business Profile Performance API's daily metrics (issue 27): impressions split
-- by desktop/mobile and maps/search, call clicks, website clicks, direction requests, conversations and
-- bookings, one row per location and day, written by the Google jobs (a day fetched again overwrites
-- its row). The measures with an equal metric keep their values (calls -> call_clicks, directions ->
-- direction_requests, website_clicks); `views` and `searches` have no Performance metric to go to (no
-- split, and "searches" counted search queries, which the daily metrics do not), so they are dropped
-- (decision 0029). `fetched_at` says when Google gave the row; rows from before are null.
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
