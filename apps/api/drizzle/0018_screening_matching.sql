-- Issue 30, deliver 3: the investors' names normalised as the lists' are, with a trigram index, so that a list release
-- finds the investors of each changed entry through an index (decision 0030). Rows are written by the screening
-- service; investors screened before this migration are indexed by the next release's re-screening.
CREATE TABLE "screening_subject_name" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_subject_name_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"normalized" text NOT NULL,
	"script" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_subject_name" ADD CONSTRAINT "screening_subject_name_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_subject_name_user_idx" ON "screening_subject_name" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "screening_subject_name_trgm_idx" ON "screening_subject_name" USING gin ("normalized" gin_trgm_ops);
