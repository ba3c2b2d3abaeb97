CREATE TABLE "account_closure" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_closure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"username" text NOT NULL,
	"previous_level" text NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"cancelled_at" timestamp with time zone,
	"delete_after" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_reset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mfa_reset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"requested_by" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" integer,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification" ADD COLUMN "email_change_id" integer;--> statement-breakpoint
ALTER TABLE "account_closure" ADD CONSTRAINT "account_closure_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_closure" ADD CONSTRAINT "account_closure_completed_by_app_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change" ADD CONSTRAINT "email_change_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD CONSTRAINT "mfa_reset_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD CONSTRAINT "mfa_reset_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD CONSTRAINT "mfa_reset_submission_id_verification_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."verification_submission"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD CONSTRAINT "mfa_reset_completed_by_app_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_code" ADD CONSTRAINT "recovery_code_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_closure_user_idx" ON "account_closure" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_closure_due_idx" ON "account_closure" USING btree ("delete_after") WHERE "account_closure"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_change_user_idx" ON "email_change" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mfa_reset_user_idx" ON "mfa_reset" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_code_user_code_key" ON "recovery_code" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "email_verification" ADD CONSTRAINT "email_verification_email_change_id_email_change_id_fk" FOREIGN KEY ("email_change_id") REFERENCES "public"."email_change"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "auth_session" SET "last_used_at" = coalesce((SELECT max("created_at") FROM "refresh_token" WHERE "refresh_token"."session_id" = "auth_session"."id"), "auth_session"."created_at");
