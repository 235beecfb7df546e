-- Issue 25: the search cache (modules/search-cache) is invalidated by the database itself, so no writer (the console,
-- holds, the sweeper, channel imports, the seed, a future one) can forget to. Every statement that changes a table the
-- property list or a property's rooms read says which properties it touched on the channel 'search_changed': one
-- notification per property id, or '*' when any list could change (a property inserted, deleted or moved to another
-- city, a city renamed, a brand-wide promotion, a truncate, or too many properties to name). NOTIFY is delivered at
-- commit, and PostgreSQL folds identical payloads of one transaction, so a bulk edit of a year of nights is one message.
-- TG_ARGV[0] says how a row names its property: 'property' (column property_id; null means every property),
-- 'room_type' (column room_type_id), 'rate_plan' (column rate_plan_id), 'properties' (the properties table itself).
CREATE FUNCTION search_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  ids text[];
  everything boolean := false;
  id text;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_ARGV[0] = 'all' THEN
    PERFORM pg_notify('search_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'properties' THEN
    -- A new or removed property, or one moved to another city, changes which properties a list's filters match.
    IF TG_OP <> 'UPDATE' THEN
      everything := true;
    ELSE
      everything := EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.city_id IS DISTINCT FROM o.city_id);
      SELECT array_agg(DISTINCT n.id::text) INTO ids FROM new_rows n;
    END IF;
  ELSE
    -- The column is named by the trigger, so the query is dynamic; transition tables are visible to EXECUTE too.
    EXECUTE format('SELECT array_agg(DISTINCT k::text) FROM (%s) x(k)',
      CASE TG_OP
        WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', TG_ARGV[1])
        WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', TG_ARGV[1])
        ELSE format('SELECT %I FROM new_rows UNION SELECT %I FROM old_rows', TG_ARGV[1], TG_ARGV[1])
      END) INTO keys;
    IF keys IS NULL THEN
      RETURN NULL;
    END IF;
    IF TG_ARGV[0] = 'property' THEN
      everything := array_position(keys, NULL) IS NOT NULL;
      SELECT array_agg(k) INTO ids FROM unnest(keys) k WHERE k IS NOT NULL;
    ELSIF TG_ARGV[0] = 'room_type' THEN
      SELECT array_agg(DISTINCT rt.property_id::text) INTO ids FROM room_types rt
        WHERE rt.id = ANY (keys::uuid[]);
    ELSIF TG_ARGV[0] = 'rate_plan' THEN
      SELECT array_agg(DISTINCT rt.property_id::text) INTO ids FROM rate_plans rp
        JOIN room_types rt ON rt.id = rp.room_type_id WHERE rp.id = ANY (keys::uuid[]);
    END IF;
  END IF;
  IF everything OR coalesce(array_length(ids, 1), 0) > 100 THEN
    PERFORM pg_notify('search_changed', '*');
  ELSIF ids IS NOT NULL THEN
    FOREACH id IN ARRAY ids LOOP
      PERFORM pg_notify('search_changed', id);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_changed_triggers(tbl text, kind text, col text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A trigger with transition tables takes one event, so each table gets one per event (and one for TRUNCATE).
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify(%L, %L)', tbl || '_search_ins', tbl, kind, col);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify(%L, %L)', tbl || '_search_upd', tbl, kind, col);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify(%L, %L)', tbl || '_search_del', tbl, kind, col);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify(%L, %L)', tbl || '_search_trunc', tbl, kind, col);
END;
$$;
--> statement-breakpoint
-- What the list (catalogue searchCandidates, pricing pricePartyAt) and the rooms (catalogue listRooms) read.
SELECT search_changed_triggers('properties', 'properties', 'id');
--> statement-breakpoint
SELECT search_changed_triggers('cities', 'all', '');
--> statement-breakpoint
SELECT search_changed_triggers('property_media', 'property', 'property_id');
--> statement-breakpoint
SELECT search_changed_triggers('room_types', 'property', 'property_id');
--> statement-breakpoint
SELECT search_changed_triggers('room_inventory', 'room_type', 'room_type_id');
--> statement-breakpoint
SELECT search_changed_triggers('room_amenities', 'room_type', 'room_type_id');
--> statement-breakpoint
SELECT search_changed_triggers('room_media', 'room_type', 'room_type_id');
--> statement-breakpoint
SELECT search_changed_triggers('room_blocks', 'room_type', 'room_type_id');
--> statement-breakpoint
SELECT search_changed_triggers('rate_plans', 'room_type', 'room_type_id');
--> statement-breakpoint
SELECT search_changed_triggers('rate_plan_rates', 'rate_plan', 'rate_plan_id');
--> statement-breakpoint
SELECT search_changed_triggers('cancellation_policies', 'property', 'property_id');
--> statement-breakpoint
SELECT search_changed_triggers('promotions', 'property', 'property_id');
--> statement-breakpoint
DROP FUNCTION search_changed_triggers(text, text, text);
