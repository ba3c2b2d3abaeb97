-- Issue 30, deliver 5 and 6: the risk rating on the account, the high-risk country list (seeded with FATF's
-- publication of 13 June 2025), enhanced due diligence declarations, the suitability test's date and its reminder.
ALTER TABLE "app_user" ADD COLUMN "risk_level" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "risk_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "risk_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "risk_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "risk_review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "suitability_passed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "suitability_reminded_at" timestamp with time zone;--> statement-breakpoint
-- The last pass of each test already done; an account marked done without a stored result counts from its creation
-- (the earliest it can have been passed), so an assessment of unknown age is renewed rather than trusted.
UPDATE "app_user" u SET "suitability_passed_at" = COALESCE(
	(SELECT max(r."created_at") FROM "survey_result" r WHERE r."user_id" = u."id" AND r."survey" = 'suitability' AND r."passed"),
	u."created_at"
) WHERE u."suitability_test_status" = 'DONE';--> statement-breakpoint
CREATE INDEX "app_user_risk_review_idx" ON "app_user" USING btree ("risk_review_due_at") WHERE "app_user"."risk_review_due_at" is not null;--> statement-breakpoint
CREATE INDEX "app_user_suitability_reminder_idx" ON "app_user" USING btree ("suitability_passed_at") WHERE "app_user"."suitability_reminded_at" is null;--> statement-breakpoint
CREATE TABLE "risk_country" (
	"country" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_country" ADD CONSTRAINT "risk_country_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "risk_country" ("country", "category", "source") VALUES
	('KP', 'callForAction', 'FATF, High-risk jurisdictions subject to a call for action, 13 June 2025'),
	('IR', 'callForAction', 'FATF, High-risk jurisdictions subject to a call for action, 13 June 2025'),
	('MM', 'callForAction', 'FATF, High-risk jurisdictions subject to a call for action, 13 June 2025'),
	('DZ', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('AO', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('BO', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('BG', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('BF', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('CM', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('CI', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('CD', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('HT', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('KE', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('LA', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('LB', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('MC', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('MZ', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('NA', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('NP', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('NG', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('ZA', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('SS', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('SY', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('VE', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('VN', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('VG', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025'),
	('YE', 'increasedMonitoring', 'FATF, Jurisdictions under increased monitoring, 13 June 2025');--> statement-breakpoint
CREATE TABLE "edd_declaration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edd_declaration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"basis" text NOT NULL,
	"origin" text NOT NULL,
	"explanation" text NOT NULL,
	"file_id" uuid,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone,
	"proposal_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
ALTER TABLE "edd_declaration" ADD CONSTRAINT "edd_declaration_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edd_declaration" ADD CONSTRAINT "edd_declaration_file_id_private_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edd_declaration" ADD CONSTRAINT "edd_declaration_proposed_by_app_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edd_declaration" ADD CONSTRAINT "edd_declaration_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edd_declaration_status_idx" ON "edd_declaration" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "edd_declaration_pending_key" ON "edd_declaration" USING btree ("user_id") WHERE "edd_declaration"."status" in ('SUBMITTED', 'PROPOSED');
