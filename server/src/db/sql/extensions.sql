-- Extensions the generated migrations rely on; applied before them.
-- pg_trgm: trigram indexes answer "name contains" searches (users.search_name).
create extension if not exists pg_trgm;
