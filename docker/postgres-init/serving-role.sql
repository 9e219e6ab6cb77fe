-- Run once, when the PostgreSQL volume is first created: the role the API serves as. It
-- owns nothing; the API, migrating as the owner (DATABASE_MIGRATION_URL), grants it row
-- access at every start, and on the ledger only SELECT and INSERT.
CREATE ROLE speech_app LOGIN PASSWORD 'speech_app';
