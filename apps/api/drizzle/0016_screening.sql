-- Trigram search over watch-list names (issue 30): trusted since PostgreSQL 13, and loaded by the embedded database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "screening_case" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_case_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"trigger" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposed_decision" text,
	"proposed_reason" text,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "screening_clearance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_clearance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"facts_hash" text NOT NULL,
	"entry_hash" text NOT NULL,
	"case_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_hit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_hit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"release_id" integer NOT NULL,
	"case_id" integer,
	"trigger" text NOT NULL,
	"score" numeric(5, 4) NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matched_name" text,
	"investor_name" text,
	"facts_hash" text NOT NULL,
	"entry_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlist_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"change" text NOT NULL,
	"before" jsonb
);
--> statement-breakpoint
CREATE TABLE "watchlist_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlist_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"births" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nationalities" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"added_release_id" integer NOT NULL,
	"changed_release_id" integer,
	"removed_release_id" integer
);
--> statement-breakpoint
CREATE TABLE "watchlist_name" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlist_name_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"normalized" text NOT NULL,
	"script" text NOT NULL,
	"quality" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_release" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlist_release_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"source" text NOT NULL,
	"sha256" text NOT NULL,
	"published_at" text,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "screening_state" text DEFAULT 'CLEAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_case" ADD CONSTRAINT "screening_case_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_case" ADD CONSTRAINT "screening_case_proposed_by_app_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_case" ADD CONSTRAINT "screening_case_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_clearance" ADD CONSTRAINT "screening_clearance_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_clearance" ADD CONSTRAINT "screening_clearance_entry_id_watchlist_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."watchlist_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_clearance" ADD CONSTRAINT "screening_clearance_case_id_screening_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."screening_case"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hit" ADD CONSTRAINT "screening_hit_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hit" ADD CONSTRAINT "screening_hit_entry_id_watchlist_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."watchlist_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hit" ADD CONSTRAINT "screening_hit_release_id_watchlist_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."watchlist_release"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hit" ADD CONSTRAINT "screening_hit_case_id_screening_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."screening_case"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_change" ADD CONSTRAINT "watchlist_change_release_id_watchlist_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."watchlist_release"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_change" ADD CONSTRAINT "watchlist_change_entry_id_watchlist_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."watchlist_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entry" ADD CONSTRAINT "watchlist_entry_added_release_id_watchlist_release_id_fk" FOREIGN KEY ("added_release_id") REFERENCES "public"."watchlist_release"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entry" ADD CONSTRAINT "watchlist_entry_changed_release_id_watchlist_release_id_fk" FOREIGN KEY ("changed_release_id") REFERENCES "public"."watchlist_release"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entry" ADD CONSTRAINT "watchlist_entry_removed_release_id_watchlist_release_id_fk" FOREIGN KEY ("removed_release_id") REFERENCES "public"."watchlist_release"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_name" ADD CONSTRAINT "watchlist_name_entry_id_watchlist_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."watchlist_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_release" ADD CONSTRAINT "watchlist_release_imported_by_app_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_case_status_idx" ON "screening_case" USING btree ("status","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_case_open_key" ON "screening_case" USING btree ("user_id") WHERE "screening_case"."status" in ('OPEN', 'PROPOSED');--> statement-breakpoint
CREATE INDEX "screening_clearance_user_entry_idx" ON "screening_clearance" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE INDEX "screening_hit_user_idx" ON "screening_hit" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "screening_hit_case_idx" ON "screening_hit" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "watchlist_change_release_idx" ON "watchlist_change" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "watchlist_change_entry_idx" ON "watchlist_change" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_entry_ref_key" ON "watchlist_entry" USING btree ("list","ref");--> statement-breakpoint
CREATE INDEX "watchlist_entry_documents_idx" ON "watchlist_entry" USING gin ("document_numbers");--> statement-breakpoint
CREATE INDEX "watchlist_name_entry_idx" ON "watchlist_name" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "watchlist_name_trgm_idx" ON "watchlist_name" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "watchlist_release_list_idx" ON "watchlist_release" USING btree ("list","imported_at" DESC NULLS LAST);