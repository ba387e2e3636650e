-- Issue 25's example of a field added to a described record: a client's town or city (the agency's
-- local markets), typed in the back office, listed, searched and exported with the other fields.
alter table clients add column city text;
