CREATE TABLE "money_proposal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_proposal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"offering_id" integer NOT NULL,
	"joining_id" integer,
	"from_status" text,
	"to_status" text,
	"change" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_promptpay_id" text;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_amount" numeric(20, 0);--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_instructions_en" text;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_instructions_th" text;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_terms_pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "money_proposal" ADD CONSTRAINT "money_proposal_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_proposal" ADD CONSTRAINT "money_proposal_joining_id_joining_id_fk" FOREIGN KEY ("joining_id") REFERENCES "public"."joining"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_proposal" ADD CONSTRAINT "money_proposal_proposed_by_app_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_proposal" ADD CONSTRAINT "money_proposal_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_proposal_status_idx" ON "money_proposal" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_proposal_open_joining_key" ON "money_proposal" USING btree ("joining_id") WHERE "money_proposal"."status" = 'PENDING' and "money_proposal"."joining_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "money_proposal_open_offering_key" ON "money_proposal" USING btree ("offering_id","kind") WHERE "money_proposal"."status" = 'PENDING' and "money_proposal"."joining_id" is null;--> statement-breakpoint
-- Open reservations keep the terms their QR code was issued with: pinned from the offering as it is now.
UPDATE "joining" SET "pay_promptpay_id" = o."promptpay_id", "pay_amount" = "joining"."amount",
  "pay_instructions_en" = o."payment_instructions_en", "pay_instructions_th" = o."payment_instructions_th",
  "pay_terms_pinned_at" = now()
  FROM "offering" o WHERE o."id" = "joining"."offering_id" AND "joining"."payment_started_at" IS NOT NULL;
--> statement-breakpoint
-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, except sealing a row written before the hash chain
-- existed (its hash set once, nothing else changed).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."hash" IS NULL AND NEW."hash" IS NOT NULL
     AND (NEW."id", NEW."actor_id", NEW."action", NEW."target_type", NEW."target_id", NEW."detail", NEW."ip_address", NEW."created_at")
       IS NOT DISTINCT FROM (OLD."id", OLD."actor_id", OLD."action", OLD."target_type", OLD."target_id", OLD."detail", OLD."ip_address", OLD."created_at") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
