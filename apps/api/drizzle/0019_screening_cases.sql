CREATE TABLE "screening_freeze_report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_freeze_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_freeze_report_case_key" UNIQUE("case_id")
);
--> statement-breakpoint
ALTER TABLE "screening_freeze_report" ADD CONSTRAINT "screening_freeze_report_case_id_screening_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."screening_case"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_freeze_report" ADD CONSTRAINT "screening_freeze_report_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;
