ALTER TABLE "mfa_reset" ADD COLUMN "first_approved_by" integer;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD COLUMN "selfie_copy_of" uuid;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD COLUMN "selfie_copy_distance" integer;--> statement-breakpoint
ALTER TABLE "mfa_reset" ADD CONSTRAINT "mfa_reset_first_approved_by_app_user_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;
