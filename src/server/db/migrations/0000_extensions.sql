-- Trigram search over posts (history search). PGlite loads the extension's
-- code through its `extensions` option; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
