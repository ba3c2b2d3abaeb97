CREATE TABLE "bank_credit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_credit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"reference" text,
	"sender" text,
	"description" text,
	"match" text NOT NULL,
	"joining_id" integer,
	"candidate_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposal_id" integer,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"encoding" text NOT NULL,
	"mapping" jsonb,
	"credit_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_case" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_case_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"joining_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"credit_id" integer,
	"reason" text NOT NULL,
	"status" text DEFAULT 'REFUND_PROCESSING' NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_reference" text,
	"note" text,
	"opened_by" integer,
	"open_approved_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_by" integer,
	"done_approved_by" integer,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "private_file" ADD COLUMN "received_sha256" text;--> statement-breakpoint
ALTER TABLE "private_file" ADD COLUMN "slip_check" text;--> statement-breakpoint
ALTER TABLE "private_file" ADD COLUMN "slip_sending_bank" text;--> statement-breakpoint
ALTER TABLE "private_file" ADD COLUMN "slip_reference" text;--> statement-breakpoint
ALTER TABLE "bank_credit" ADD CONSTRAINT "bank_credit_statement_id_bank_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credit" ADD CONSTRAINT "bank_credit_joining_id_joining_id_fk" FOREIGN KEY ("joining_id") REFERENCES "public"."joining"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credit" ADD CONSTRAINT "bank_credit_proposal_id_money_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."money_proposal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_imported_by_app_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_case" ADD CONSTRAINT "refund_case_joining_id_joining_id_fk" FOREIGN KEY ("joining_id") REFERENCES "public"."joining"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_case" ADD CONSTRAINT "refund_case_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_case" ADD CONSTRAINT "refund_case_credit_id_bank_credit_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."bank_credit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_case" ADD CONSTRAINT "refund_case_opened_by_app_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_case" ADD CONSTRAINT "refund_case_open_approved_by_app_user_id_fk" FOREIGN KEY ("open_approved_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_case" ADD CONSTRAINT "refund_case_done_by_app_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_case" ADD CONSTRAINT "refund_case_done_approved_by_app_user_id_fk" FOREIGN KEY ("done_approved_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_credit_fingerprint_key" ON "bank_credit" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "bank_credit_statement_idx" ON "bank_credit" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bank_credit_booked_idx" ON "bank_credit" USING btree ("booked_at");--> statement-breakpoint
CREATE INDEX "bank_credit_joining_idx" ON "bank_credit" USING btree ("joining_id");--> statement-breakpoint
CREATE INDEX "bank_statement_imported_idx" ON "bank_statement" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "refund_case_joining_idx" ON "refund_case" USING btree ("joining_id");--> statement-breakpoint
CREATE INDEX "refund_case_status_idx" ON "refund_case" USING btree ("status","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_case_credit_key" ON "refund_case" USING btree ("credit_id") WHERE "refund_case"."credit_id" is not null;--> statement-breakpoint
CREATE INDEX "private_file_received_sha_idx" ON "private_file" USING btree ("received_sha256");--> statement-breakpoint
CREATE INDEX "private_file_slip_reference_idx" ON "private_file" USING btree ("slip_reference");