-- Functions and triggers the schema generator cannot express. Applied after the generated
-- migrations, and again whenever this file changes: every statement must be safe to repeat.

-- The one folding rule for people's names, applied to the stored search name and to search terms
-- alike: compatibility-decomposed, combining marks dropped, lower case, ß as ss, outer blanks
-- trimmed. "Jürgen Groß" -> "jurgen gross", "RENÉE" -> "renee".
create or replace function fold_name(value text) returns text
  language sql immutable strict parallel safe
  return btrim(replace(lower(regexp_replace(normalize(value, nfkd),
    '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), 'ß', 'ss'));

-- users.search_name: the folded name a profile shows, a chosen non-blank display name, else the
-- account name; '' while there is none.
create or replace function search_name_of(account_name text, name_option text, display_name text) returns text
  language sql immutable parallel safe
  return coalesce(fold_name(
    case when name_option = 'display' and coalesce(btrim(display_name), '') <> '' then display_name
      else account_name end), '');

-- Umlauts written out as on a keyboard without them: "Müller" -> "Mueller".
create or replace function translate_umlauts(value text) returns text
  language sql immutable strict parallel safe
  return replace(replace(replace(replace(replace(replace(value,
    'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue');

-- users.search_spellings: the search name, and when the shown name has umlauts, the same name
-- with them written out (ä as ae, as on a keyboard without them), folded alike: "mueller" finds
-- "Müller" as "muller" does (common/src/search.ts spellings).
create or replace function search_spellings_of(account_name text, name_option text, display_name text) returns text
  language sql immutable parallel safe
  return (
    select case when written_out = folded then folded else concat_ws(' ', folded, written_out) end
    from (
      select search_name_of(account_name, name_option, display_name) as folded,
        search_name_of(translate_umlauts(account_name), name_option, translate_umlauts(display_name)) as written_out
    ) spelled);

create or replace function users_set_search_name() returns trigger
  language plpgsql as $$
declare
  profile record;
begin
  select name_option, display_name into profile from profiles where user_id = new.id;
  new.search_name := search_name_of(new.name, profile.name_option, profile.display_name);
  new.search_spellings := search_spellings_of(new.name, profile.name_option, profile.display_name);
  return new;
end $$;

create or replace trigger users_search_name
  before insert or update of name on users
  for each row execute function users_set_search_name();

create or replace function profiles_set_search_name() returns trigger
  language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update users set search_name = search_name_of(name, null, null),
        search_spellings = search_spellings_of(name, null, null)
      where id = old.user_id and search_spellings <> search_spellings_of(name, null, null);
  else
    update users set search_name = search_name_of(name, new.name_option, new.display_name),
        search_spellings = search_spellings_of(name, new.name_option, new.display_name)
      where id = new.user_id
        and search_spellings <> search_spellings_of(name, new.name_option, new.display_name);
  end if;
  return null;
end $$;

create or replace trigger profiles_search_name
  after insert or delete or update of name_option, display_name on profiles
  for each row execute function profiles_set_search_name();

-- Rows written under an earlier version of this file: fold them by the current rule.
update users set search_name = current.value, search_spellings = current.spellings
  from (
    select u.id, search_name_of(u.name, p.name_option, p.display_name) as value,
      search_spellings_of(u.name, p.name_option, p.display_name) as spellings
    from users u left join profiles p on p.user_id = u.id
  ) as current
  where users.id = current.id and (users.search_name <> current.value or users.search_spellings <> current.spellings);

-- The users columns the find lists filter and order by, copied to user_facets: each user gets
-- its row when created, and a write to users changes it only when one of these values changed,
-- so the wide users row is never rewritten for the facets, nor the narrow one for other columns.
create or replace function users_facet_row_inserted() returns trigger
  language plpgsql as $$
begin
  insert into user_facets (user_id, is_creative, is_client, kind, is_inside_cci, location_id, created_at,
      listed, profile_visibility)
    select n.id, n.is_creative, n.is_client, n.kind, n.is_inside_cci, n.location_id, n.created_at,
      n.complete and n.deactivated_at is null and n.confirmed_at is not null, n.profile_visibility
    from new_rows n
    on conflict (user_id) do nothing;
  return null;
end $$;

-- Row by row, but called only when the WHEN clause (checked without calling any function) sees
-- a copied value change: the many writes of other users columns, one statement per row as the
-- search name triggers make them, cost nothing here.
create or replace function users_facet_row_updated() returns trigger
  language plpgsql as $$
begin
  update user_facets set is_creative = new.is_creative, is_client = new.is_client, kind = new.kind,
      is_inside_cci = new.is_inside_cci, location_id = new.location_id, created_at = new.created_at,
      listed = new.complete and new.deactivated_at is null and new.confirmed_at is not null,
      profile_visibility = new.profile_visibility
    where user_id = new.id;
  return null;
end $$;

create or replace trigger users_facets_insert after insert on users referencing new table as new_rows
  for each statement execute function users_facet_row_inserted();
create or replace trigger users_facets_update after update on users for each row
  when ((old.is_creative, old.is_client, old.kind, old.is_inside_cci, old.location_id, old.created_at,
      old.complete, old.deactivated_at is null, old.confirmed_at is not null, old.profile_visibility)
    is distinct from
    (new.is_creative, new.is_client, new.kind, new.is_inside_cci, new.location_id, new.created_at,
      new.complete, new.deactivated_at is null, new.confirmed_at is not null, new.profile_visibility))
  execute function users_facet_row_updated();

-- Users written before user_facets was kept: their rows, then (below) their facets.
insert into user_facets (user_id, is_creative, is_client, kind, is_inside_cci, location_id, created_at, listed,
    profile_visibility)
  select u.id, u.is_creative, u.is_client, u.kind, u.is_inside_cci, u.location_id, u.created_at,
    u.complete and u.deactivated_at is null and u.confirmed_at is not null, u.profile_visibility
  from users u
  on conflict (user_id) do nothing;

-- The facets the find lists filter by (user_facets.creative_field_ids and the arrays beside it),
-- read afresh from the user's rows: those of `facets` (fields: creative fields, levels and skills;
-- skills; languages; industries), the others kept as they are, so that a bulk insert into one
-- table reads that table alone. A user whose facets are unchanged is not written.
create or replace function refresh_user_facets(targets bigint[], facets text[]) returns void
  language sql as $$
  with target as (select distinct unnest(targets) as user_id),
  -- Set-based, one join and aggregate per table: a bulk insert hashes, a single row looks up.
  fields as (
    select f.user_id, array_agg(f.creative_field_id order by f.creative_field_id) as ids,
      array(select unnest(array_agg(f.creative_field_id || ':' || f.level) || array_agg(distinct f.level::text))
        order by 1) as keys
    from user_creative_fields f join target using (user_id)
    where 'fields' = any(facets)
    group by f.user_id),
  skills as (
    select f.user_id, array_agg(distinct s.skill_id order by s.skill_id) as ids
    from operation_skills s join user_creative_fields f on f.id = s.operation_id join target using (user_id)
    where facets && array['fields', 'skills']
    group by f.user_id),
  spoken as (
    select ll.user_id, array_agg(l.code order by l.code) as codes
    from language_levels ll join languages l on l.id = ll.language_id join target using (user_id)
    where 'languages' = any(facets)
    group by ll.user_id),
  served as (
    select i.user_id, array_agg(i.industry_id order by i.industry_id) as ids
    from user_industries i join target using (user_id)
    where 'industries' = any(facets)
    group by i.user_id),
  fresh as (
    select current.user_id,
      case when 'fields' = any(facets) then coalesce(fields.ids, '{}') else current.creative_field_ids end
        as creative_field_ids,
      case when facets && array['fields', 'skills'] then coalesce(skills.ids, '{}') else current.skill_ids end
        as skill_ids,
      case when 'fields' = any(facets) then coalesce(fields.keys, '{}') else current.operation_keys end
        as operation_keys,
      case when 'languages' = any(facets) then coalesce(spoken.codes, '{}') else current.language_codes end
        as language_codes,
      case when 'industries' = any(facets) then coalesce(served.ids, '{}') else current.industry_ids end
        as industry_ids
    from target join user_facets current using (user_id)
      left join fields using (user_id) left join skills using (user_id)
      left join spoken using (user_id) left join served using (user_id))
  update user_facets set creative_field_ids = fresh.creative_field_ids, skill_ids = fresh.skill_ids,
      operation_keys = fresh.operation_keys, language_codes = fresh.language_codes,
      industry_ids = fresh.industry_ids
    from fresh
    where user_facets.user_id = fresh.user_id
      and (user_facets.creative_field_ids, user_facets.skill_ids, user_facets.operation_keys,
          user_facets.language_codes, user_facets.industry_ids)
        is distinct from
        (fresh.creative_field_ids, fresh.skill_ids, fresh.operation_keys, fresh.language_codes, fresh.industry_ids);
$$;

-- Once per statement, with the statement's rows: seeding thousands of rows refreshes each user
-- once, and only the facet the table holds (the trigger's argument).
create or replace function user_facets_changed() returns trigger
  language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform refresh_user_facets(array(select user_id from old_rows), tg_argv);
  end if;
  if tg_op <> 'DELETE' then
    perform refresh_user_facets(array(select user_id from new_rows), tg_argv);
  end if;
  return null;
end $$;

-- A skill belongs to the user of its creative field; a skill removed with its field finds none,
-- and the field's own trigger refreshes that user. A semi-join finds the fields: by id for a few
-- rows, hashed for a bulk insert (`= any(array)` would compare each field with every row).
create or replace function operation_skills_facets_changed() returns trigger
  language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform refresh_user_facets(array(select f.user_id from user_creative_fields f
      where f.id in (select operation_id from old_rows)), tg_argv);
  end if;
  if tg_op <> 'DELETE' then
    perform refresh_user_facets(array(select f.user_id from user_creative_fields f
      where f.id in (select operation_id from new_rows)), tg_argv);
  end if;
  return null;
end $$;

do $$
declare
  source record;
  handler text;
begin
  for source in select * from (values ('user_creative_fields', 'fields'), ('operation_skills', 'skills'),
      ('language_levels', 'languages'), ('user_industries', 'industries')) as sources(source_table, facet) loop
    handler := case source.source_table when 'operation_skills' then 'operation_skills_facets_changed'
      else 'user_facets_changed' end;
    execute format('create or replace trigger %I after insert on %I referencing new table as new_rows '
      'for each statement execute function %I(%L)', source.source_table || '_facets_insert', source.source_table,
      handler, source.facet);
    execute format('create or replace trigger %I after update on %I referencing old table as old_rows '
      'new table as new_rows for each statement execute function %I(%L)', source.source_table || '_facets_update',
      source.source_table, handler, source.facet);
    execute format('create or replace trigger %I after delete on %I referencing old table as old_rows '
      'for each statement execute function %I(%L)', source.source_table || '_facets_delete', source.source_table,
      handler, source.facet);
  end loop;
end $$;

-- user_facets.premium: whether the membership in force is premium, for the find lists' ranking.
-- A write to memberships refreshes its user at once; a period that begins or ends with no write
-- is caught by the membership upkeep's periodic call (features/membership/upkeep.ts). Only rows
-- whose value changes are written, so the find lists' version moves only then.
create or replace function refresh_premium_facets(targets bigint[]) returns void
  language sql as $$
  update user_facets set premium = fresh.premium
  from (
    select t.user_id, exists (
      select 1 from memberships m
      where m.user_id = t.user_id and m.is_premium and m.starts_at <= now()
        and (m.ends_at is null or m.ends_at > now())
    ) as premium
    from unnest(targets) as t(user_id)
  ) fresh
  where user_facets.user_id = fresh.user_id and user_facets.premium <> fresh.premium;
$$;

create or replace function memberships_premium_changed() returns trigger
  language plpgsql as $$
begin
  perform refresh_premium_facets(array[coalesce(new.user_id, old.user_id), old.user_id]);
  return null;
end $$;

create or replace trigger memberships_premium_facets after insert or update or delete on memberships
  for each row execute function memberships_premium_changed();

select refresh_premium_facets(array(select user_id from memberships union select user_id from user_facets where premium));

-- Every change to who the find lists hold moves user_facets_version on: a list a visitor got is
-- kept under the version it was read at (features/discovery/find/routes.ts), so the next visitor
-- after a change reads afresh. A sequence takes no lock, so writers never wait for each other on
-- it; but it moves outside the transaction, so it moves as late as it can, when the change
-- commits. A reader between the two keeps the old list no longer than the cache's time to live.
create sequence if not exists user_facets_version;

create or replace function bump_user_facets_version() returns trigger
  language plpgsql as $$
begin
  perform nextval('user_facets_version');
  return null;
end $$;

drop trigger if exists user_facets_version on user_facets;
create constraint trigger user_facets_version after insert or update or delete on user_facets
  deferrable initially deferred for each row execute function bump_user_facets_version();

-- Rows written before the facets were kept, or under an earlier version of this file.
select refresh_user_facets(array(select user_id from user_facets), array['fields', 'languages', 'industries']);

-- Any change to a reference table counts once in reference_revision, whose one row every
-- instance's in-memory catalog polls: an operator's edit reaches them all without a restart.
create or replace function bump_reference_revision() returns trigger
  language plpgsql as $$
begin
  update reference_revision set revision = revision + 1 where id = 1;
  return null;
end $$;

do $$
declare
  reference_table text;
begin
  foreach reference_table in array array['creative_fields', 'industries', 'standardized_professions',
      'standardized_skills', 'languages', 'locations'] loop
    execute format('create or replace trigger %I after insert or update or delete or truncate on %I '
      'for each statement execute function bump_reference_revision()', reference_table || '_revision', reference_table);
  end loop;
end $$;

-- What the users resource and a profile's page show: each change names the users it changes on
-- the channel 'user_changed', delivered when the transaction commits (and folded within it), so
-- that every instance drops what it keeps of them for visitors (platform/reads/visitor-cache.ts).
-- The arguments name the user columns of the row.
create or replace function notify_user_changed() returns trigger
  language plpgsql as $$
declare
  i int;
begin
  for i in 0 .. tg_nargs - 1 loop
    if tg_op <> 'INSERT' then perform pg_notify('user_changed', to_jsonb(old) ->> tg_argv[i]); end if;
    if tg_op <> 'DELETE' then perform pg_notify('user_changed', to_jsonb(new) ->> tg_argv[i]); end if;
  end loop;
  return null;
end $$;

do $$
declare
  owned_table text;
begin
  foreach owned_table in array array['profiles', 'profile_images', 'user_creative_fields', 'user_professions',
      'memberships', 'language_levels', 'weblinks', 'achievements', 'educations', 'employments',
      'company_contacts', 'user_industries'] loop
    execute format('create or replace trigger %I after insert or update or delete on %I '
      'for each row execute function notify_user_changed(''user_id'')', owned_table || '_user_changed', owned_table);
  end loop;
end $$;

create or replace trigger follows_user_changed after insert or update or delete on follows
  for each row execute function notify_user_changed('follower_id', 'followee_id');
create or replace trigger connections_user_changed after insert or update or delete on connections
  for each row execute function notify_user_changed('requester_id', 'connectee_id');

-- A session that ends (signed out, or every session of a changed password), whose end moves, or that
-- goes is its user's notice too: each instance keeps the sessions it has read
-- (platform/auth/sessions.ts) under their user, and drops them with it. Starting one or touching
-- last_seen_at changes nothing kept.
create or replace trigger sessions_user_changed after update of ended_at, expires_at or delete on sessions
  for each row execute function notify_user_changed('user_id');

-- A user's own row; and when who may see them changes (every column visibleUsersFilter reads), what
-- others show of them changes too: the counts of everyone they follow, are followed by or connected
-- with (counts hold only users the viewer may see), the items they co-create (shown with them or
-- without), and on a co-creator's profile the items they own.
create or replace function users_notify_changed() returns trigger
  language plpgsql as $$
declare
  changed bigint := coalesce(new.id, old.id);
begin
  perform pg_notify('user_changed', changed::text);
  if tg_op = 'UPDATE' and (new.deactivated_at is distinct from old.deactivated_at
      or new.complete is distinct from old.complete
      or (new.confirmed_at is null) is distinct from (old.confirmed_at is null)
      or new.profile_visibility is distinct from old.profile_visibility) then
    perform pg_notify('user_changed', related.id::text) from (
      select followee_id as id from follows where follower_id = changed
      union select follower_id from follows where followee_id = changed
      union select connectee_id from connections where requester_id = changed
      union select requester_id from connections where connectee_id = changed
      union select c.owner_id from creation_co_creators cc join creations c on c.id = cc.creation_id
        where cc.user_id = changed
      union select cc.user_id from creations c join creation_co_creators cc on cc.creation_id = c.id
        where c.owner_id = changed
    ) related;
  end if;
  return null;
end $$;

create or replace trigger users_user_changed after insert or update or delete on users
  for each row execute function users_notify_changed();

-- Rows that belong to a user through a parent row: the parent table, its user column, and the
-- row's column naming its parent are the trigger's arguments.
create or replace function notify_parent_user_changed() returns trigger
  language plpgsql as $$
begin
  execute format('select pg_notify(''user_changed'', %I::text) from %I where id in ($1, $2)', tg_argv[1], tg_argv[0])
    using (to_jsonb(old) ->> tg_argv[2])::bigint, (to_jsonb(new) ->> tg_argv[2])::bigint;
  return null;
end $$;

-- The skills of a creative field belong to the user of that field.
create or replace trigger operation_skills_user_changed after insert or update or delete on operation_skills
  for each row execute function notify_parent_user_changed('user_creative_fields', 'user_id', 'operation_id');
drop function if exists operation_skills_notify_changed();

-- search_text of creations and opportunities: the folded title and description their keyword
-- filters search.
create or replace function set_title_search_text() returns trigger
  language plpgsql as $$
begin
  new.search_text := coalesce(fold_name(concat_ws(' ', new.title, new.description)), '');
  return new;
end $$;

create or replace trigger creations_search_text
  before insert or update of title, description on creations
  for each row execute function set_title_search_text();
drop function if exists creations_set_search_text();

-- A creation is shown on its owner's profile page: its changes reach the visitor cache as the owner's.
create or replace trigger creations_user_changed after insert or update or delete on creations
  for each row execute function notify_user_changed('owner_id');

-- A confirmed co-creator's profile page shows the item too: naming, confirming or removing them changes it.
create or replace trigger creation_co_creators_user_changed after insert or update or delete on creation_co_creators
  for each row execute function notify_user_changed('user_id');

-- An item's parts are shown with it (its cover first, its co-creators, fields, skills and links),
-- and every page or reply that shows an item notes its owner: their changes reach the visitor cache
-- as the owner's, without touching the creation's own version.
do $$
declare
  part_table text;
begin
  foreach part_table in array array['creation_media', 'creation_co_creators', 'creation_fields', 'creation_skills',
      'creation_weblinks'] loop
    execute format('create or replace trigger %I after insert or update or delete on %I '
      'for each row execute function notify_parent_user_changed(''creations'', ''owner_id'', ''creation_id'')',
      part_table || '_owner_changed', part_table);
  end loop;
end $$;
drop trigger if exists creation_media_user_changed on creation_media;

-- Every change to a creation or its parts, to who may be listed (user_facets), and to the featured
-- period the home page shows, is announced on 'user_changed' as the showroom's: what the showroom's
-- lists and items a visitor got are kept under (features/showroom/items/routes.ts) is dropped with
-- it, so that a newly published item, or an owner who became visible, is in the next visitor's
-- list. Folded to one notice per transaction, and only for a statement that changed rows: the
-- premium marks' refresh, once a minute on every instance, mostly changes none, and dropping every
-- kept list and the home page for it would leave visitors nothing kept.
create or replace function notify_showroom_changed() returns trigger
  language plpgsql as $$
begin
  if exists (select from changed_rows) then
    perform pg_notify('user_changed', 'showroom');
  end if;
  return null;
end $$;

-- A statement trigger for each kind of write to a table, each seeing the rows it changed as
-- changed_rows (a trigger with transition tables takes one kind of write only).
create or replace function create_changed_rows_triggers(target_table text, name_prefix text, handler text)
  returns void
  language plpgsql as $$
begin
  execute format('drop trigger if exists %I on %I', name_prefix || '_changed', target_table);
  execute format('create or replace trigger %I after insert on %I referencing new table as changed_rows '
    'for each statement execute function %I()', name_prefix || '_inserted', target_table, handler);
  execute format('create or replace trigger %I after update on %I referencing new table as changed_rows '
    'for each statement execute function %I()', name_prefix || '_updated', target_table, handler);
  execute format('create or replace trigger %I after delete on %I referencing old table as changed_rows '
    'for each statement execute function %I()', name_prefix || '_deleted', target_table, handler);
end $$;

select create_changed_rows_triggers(showroom_table, showroom_table || '_showroom', 'notify_showroom_changed')
from unnest(array['creations', 'creation_media', 'creation_fields', 'creation_skills', 'creation_co_creators',
  'creation_weblinks', 'user_facets', 'featured_periods', 'featured_entries']) as showroom_table;

-- An outbox's row can be claimed once the transaction that wrote it commits, which is when this
-- notice is delivered, on the channel named after the table: every instance's worker for it
-- (platform/background/committed.ts) wakes then, instead of at its next poll. Folded to one notice
-- per statement, and PostgreSQL folds equal notices of one transaction into one.
create or replace function notify_outbox() returns trigger
  language plpgsql as $$
begin
  perform pg_notify(tg_table_name, '');
  return null;
end $$;

create or replace trigger event_outbox_committed after insert on event_outbox
  for each statement execute function notify_outbox();

create or replace trigger mail_outbox_committed after insert on mail_outbox
  for each statement execute function notify_outbox();

drop function if exists notify_event_outbox();

create or replace trigger opportunities_search_text
  before insert or update of title, description on opportunities
  for each row execute function set_title_search_text();

-- An opportunity is shown on its owner's profile (the Jobs tab) and its parts with it: their changes
-- reach the visitor cache as the owner's.
create or replace trigger opportunities_user_changed after insert or update or delete on opportunities
  for each row execute function notify_user_changed('owner_id');

do $$
declare
  part_table text;
begin
  foreach part_table in array array['opportunity_fields', 'opportunity_skills', 'opportunity_materials',
      'opportunity_addenda'] loop
    execute format('create or replace trigger %I after insert or update or delete on %I '
      'for each row execute function notify_parent_user_changed(''opportunities'', ''owner_id'', ''opportunity_id'')',
      part_table || '_owner_changed', part_table);
  end loop;
end $$;

-- Every change to an opportunity or the parts its cards show is the board's notice too, and to its
-- copy, which moves when an owner's visibility does: a kept board list is dropped with it. Folded
-- to one notice per transaction, and only for a statement that changed rows, as the showroom's. A
-- function of its own, like the showroom's, so that what it names reads from its source
-- (platform/reads/announcing.test.ts).
create or replace function notify_board_changed() returns trigger
  language plpgsql as $$
begin
  if exists (select from changed_rows) then
    perform pg_notify('user_changed', 'opportunities');
  end if;
  return null;
end $$;

select create_changed_rows_triggers(board_table, board_table || '_board', 'notify_board_changed')
from unnest(array['opportunities', 'opportunity_fields', 'opportunity_skills', 'opportunity_facets']) as board_table;

-- The board's copy (opportunity_facets) of an opportunity: its row is written with the
-- opportunity's and whenever a copied column changes, the owner's visibility read from user_facets
-- at that moment; fields and skills arrive after, each table's changes folded into the arrays once
-- per statement; and a change to who may see an owner reaches all their opportunities.
create or replace function opportunity_facet_row_written() returns trigger
  language plpgsql as $$
begin
  insert into opportunity_facets (opportunity_id, owner_id, kind, job_type, remote, location_id, published,
      cancelled, published_at, expires_at, owner_listed, owner_visibility)
    select new.id, new.owner_id, new.kind, new.job_type, new.remote, new.location_id, new.status = 'published',
      new.cancelled_at is not null, new.published_at, new.expires_at, owner.listed, owner.profile_visibility
    from user_facets owner where owner.user_id = new.owner_id
    on conflict (opportunity_id) do update set owner_id = excluded.owner_id, kind = excluded.kind,
      job_type = excluded.job_type, remote = excluded.remote, location_id = excluded.location_id,
      published = excluded.published, cancelled = excluded.cancelled, published_at = excluded.published_at,
      expires_at = excluded.expires_at, owner_listed = excluded.owner_listed,
      owner_visibility = excluded.owner_visibility;
  return null;
end $$;

create or replace trigger opportunities_facets_insert after insert on opportunities
  for each row execute function opportunity_facet_row_written();
create or replace trigger opportunities_facets_update after update on opportunities for each row
  when ((old.owner_id, old.kind, old.job_type, old.remote, old.location_id, old.status, old.cancelled_at is null,
      old.published_at, old.expires_at)
    is distinct from
    (new.owner_id, new.kind, new.job_type, new.remote, new.location_id, new.status, new.cancelled_at is null,
      new.published_at, new.expires_at))
  execute function opportunity_facet_row_written();

-- The fields and skills of the opportunities a statement touched, read afresh from their tables.
create or replace function refresh_opportunity_facets(targets bigint[]) returns void
  language sql as $$
  with target as (select distinct unnest(targets) as opportunity_id),
  fresh as (
    select target.opportunity_id,
      coalesce((select array_agg(f.creative_field_id order by f.creative_field_id) from opportunity_fields f
        where f.opportunity_id = target.opportunity_id), '{}') as creative_field_ids,
      coalesce((select array_agg(s.skill_id order by s.skill_id) from opportunity_skills s
        where s.opportunity_id = target.opportunity_id), '{}') as skill_ids
    from target)
  update opportunity_facets set creative_field_ids = fresh.creative_field_ids, skill_ids = fresh.skill_ids
    from fresh
    where opportunity_facets.opportunity_id = fresh.opportunity_id
      and (opportunity_facets.creative_field_ids, opportunity_facets.skill_ids)
        is distinct from (fresh.creative_field_ids, fresh.skill_ids);
$$;

create or replace function opportunity_parts_changed() returns trigger
  language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform refresh_opportunity_facets(array(select opportunity_id from new_rows));
  else
    perform refresh_opportunity_facets(array(select opportunity_id from old_rows));
  end if;
  return null;
end $$;

do $$
declare
  part_table text;
begin
  foreach part_table in array array['opportunity_fields', 'opportunity_skills'] loop
    execute format('create or replace trigger %I after insert on %I referencing new table as new_rows '
      'for each statement execute function opportunity_parts_changed()', part_table || '_facets_insert', part_table);
    execute format('create or replace trigger %I after delete on %I referencing old table as old_rows '
      'for each statement execute function opportunity_parts_changed()', part_table || '_facets_delete', part_table);
  end loop;
end $$;

create or replace function user_facets_owner_visibility_changed() returns trigger
  language plpgsql as $$
begin
  update opportunity_facets set owner_listed = new.listed, owner_visibility = new.profile_visibility
    where owner_id = new.user_id;
  return null;
end $$;

create or replace trigger user_facets_opportunity_owner after update on user_facets for each row
  when ((old.listed, old.profile_visibility) is distinct from (new.listed, new.profile_visibility))
  execute function user_facets_owner_visibility_changed();

-- Opportunities written before the board kept its copy, with their fields and skills.
insert into opportunity_facets (opportunity_id, owner_id, kind, job_type, remote, location_id, published,
    cancelled, published_at, expires_at, owner_listed, owner_visibility)
  select o.id, o.owner_id, o.kind, o.job_type, o.remote, o.location_id, o.status = 'published',
    o.cancelled_at is not null, o.published_at, o.expires_at, owner.listed, owner.profile_visibility
  from opportunities o join user_facets owner on owner.user_id = o.owner_id
  on conflict (opportunity_id) do nothing;
select refresh_opportunity_facets(array(select opportunity_id from opportunity_facets
  where creative_field_ids = '{}' and skill_ids = '{}'));
