CREATE TABLE "reserved_counter_alarm" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reserved_counter_alarm_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"counter_amount" numeric(20, 0) NOT NULL,
	"live_amount" numeric(20, 0) NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "reserved_amount" numeric(20, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The counter starts as the sum of each offering's live reservations (the domain's LIVE_RESERVATION_STATUSES as
-- they are at this migration); from here on the writer of joining statuses moves it.
UPDATE "offering" SET "reserved_amount" = coalesce((SELECT sum("amount") FROM "joining" WHERE "joining"."offering_id" = "offering"."id" AND "joining"."status" IN ('RESERVATION_SCREENING', 'RESERVATION_PENDING', 'RESERVATION_CONFIRMED', 'WAITING_FOR_PAYMENT', 'PAYMNENT_SCREENING', 'PAYMNENT_PENDING', 'PAYMNENT_CONFIRMED', 'CONTRACT_CONFIRMED', 'TRANSECTION_CONFIRMED', 'MONITORING_MODE')), 0);--> statement-breakpoint
ALTER TABLE "reserved_counter_alarm" ADD CONSTRAINT "reserved_counter_alarm_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserved_counter_alarm_open_idx" ON "reserved_counter_alarm" USING btree ("offering_id") WHERE "reserved_counter_alarm"."cleared_at" is null;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_reserved_within_total" CHECK ("offering"."reserved_amount" >= 0 and "offering"."reserved_amount" <= "offering"."total_amount");--> statement-breakpoint
-- Reservations take their capacity from the counter now (issue 18): the sum under the offering's lock of migration
-- 0005 is gone.
DROP FUNCTION IF EXISTS live_reserved_amount(integer, text[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS offering_locked_for_reservation(integer);
