-- Trigram indexes for case-insensitive substring search (members by name). pg_trgm ships with
-- PostgreSQL (contrib) and is a trusted extension since PostgreSQL 13; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
