CREATE TABLE "message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"sender_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"submission_id" integer,
	"field" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_question" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_question_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey" text NOT NULL,
	"question_order" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_th" text NOT NULL,
	"answers_en" jsonb NOT NULL,
	"answers_th" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_result" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"survey" text NOT NULL,
	"answers" jsonb NOT NULL,
	"points" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_submission" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'NEED_TO_SCREENING' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "thai_id_number" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "passport_id" text;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_app_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_file" ADD CONSTRAINT "private_file_owner_id_app_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_file" ADD CONSTRAINT "private_file_submission_id_verification_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."verification_submission"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result" ADD CONSTRAINT "survey_result_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submission" ADD CONSTRAINT "verification_submission_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submission" ADD CONSTRAINT "verification_submission_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_user_idx" ON "message" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "private_file_owner_idx" ON "private_file" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "private_file_submission_idx" ON "private_file" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_question_order_key" ON "survey_question" USING btree ("survey","question_order");--> statement-breakpoint
CREATE INDEX "survey_result_user_idx" ON "survey_result" USING btree ("user_id","survey");--> statement-breakpoint
CREATE INDEX "verification_submission_queue_idx" ON "verification_submission" USING btree ("item","status","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_submission_user_idx" ON "verification_submission" USING btree ("user_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_thai_id_key" ON "app_user" USING btree ("thai_id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_passport_key" ON "app_user" USING btree (upper("passport_id"));