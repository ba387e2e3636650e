-- Issue 27: a merchant may choose to receive new and changed Google reviews by e-mail too (through
-- the outbox, to a confirmed address). Off for every existing and new person until they turn it on.
alter table users add column review_emails boolean not null default false;
