CREATE TABLE "staff_proposal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_proposal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"subject_id" integer,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_by_operator" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "staff_proposal" ADD CONSTRAINT "staff_proposal_subject_id_app_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_proposal" ADD CONSTRAINT "staff_proposal_proposed_by_app_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_proposal" ADD CONSTRAINT "staff_proposal_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_proposal_status_idx" ON "staff_proposal" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE INDEX "staff_proposal_subject_idx" ON "staff_proposal" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_proposal_open_username_key" ON "staff_proposal" USING btree (lower("username")) WHERE "staff_proposal"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_proposal_open_email_key" ON "staff_proposal" USING btree (lower("email")) WHERE "staff_proposal"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "approver_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Members already there count from their creation, so this migration blocks no one who was past the wait.
UPDATE "app_user" SET "approver_since" = "created_at";
