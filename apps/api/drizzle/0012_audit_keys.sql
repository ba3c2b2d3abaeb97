ALTER TABLE "audit_log" ADD COLUMN "mac" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "mac_key_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "mac_sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "money_mac" text;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "money_mac_key_id" text;--> statement-breakpoint
-- The audit log stays append-only (migration 0007). Two one-time changes of a row are allowed, each with every other
-- column unchanged: setting a null hash (rows written before the hash chain), and setting a null MAC with its key id and
-- sealing time (rows written before the audit keys, MAC'd once at the first start that has them, ADR 0027).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW."id", NEW."actor_id", NEW."action", NEW."target_type", NEW."target_id", NEW."detail", NEW."ip_address", NEW."created_at")
       IS NOT DISTINCT FROM (OLD."id", OLD."actor_id", OLD."action", OLD."target_type", OLD."target_id", OLD."detail", OLD."ip_address", OLD."created_at") THEN
    IF OLD."hash" IS NULL AND NEW."hash" IS NOT NULL
       AND (NEW."mac", NEW."mac_key_id", NEW."mac_sealed_at") IS NOT DISTINCT FROM (OLD."mac", OLD."mac_key_id", OLD."mac_sealed_at") THEN
      RETURN NEW;
    END IF;
    IF OLD."mac" IS NULL AND NEW."mac" IS NOT NULL AND NEW."mac_key_id" IS NOT NULL AND NEW."mac_sealed_at" IS NOT NULL
       AND OLD."hash" IS NOT NULL
       AND (NEW."prev_hash", NEW."hash") IS NOT DISTINCT FROM (OLD."prev_hash", OLD."hash") THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
