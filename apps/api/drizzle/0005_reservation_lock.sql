-- The reservation's capacity check in one round trip (services/reservations.ts): reservations of one offering
-- queue on its row lock, and every round trip made while holding it is waited for by all the others.
--
-- offering_locked_for_reservation: the offering row, locked FOR NO KEY UPDATE (not UPDATE: reservations have
-- already written rows that reference the offering, and their KEY SHARE locks must not block each other).
-- A PL/pgSQL function runs to its end before the query that calls it in FROM gets its row, so the lock is held
-- before the query's select list is computed.
CREATE FUNCTION offering_locked_for_reservation(p_offering_id integer) RETURNS SETOF offering
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT * FROM offering WHERE id = p_offering_id FOR NO KEY UPDATE;
END
$$;
--> statement-breakpoint
-- live_reserved_amount: the sum of an offering's joinings in the given statuses (the domain's live reservation
-- statuses, passed by the caller). VOLATILE: in READ COMMITTED its query takes a snapshot of its own when it
-- runs, after the lock above was granted, and so sees every reservation committed before this one got the lock.
-- A plain subquery would see the calling query's snapshot, taken before the wait for the lock.
CREATE FUNCTION live_reserved_amount(p_offering_id integer, p_statuses text[]) RETURNS numeric
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(amount), 0) FROM joining WHERE offering_id = p_offering_id AND status = ANY (p_statuses));
END
$$;
