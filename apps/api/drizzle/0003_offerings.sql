CREATE TABLE "joining" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "joining_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(20, 0),
	"token_amount" numeric(38, 8),
	"address" text,
	"message" text,
	"signature" text,
	"version" text,
	"reserved_at" timestamp with time zone,
	"payment_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joining_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"joining_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"contents_en" text NOT NULL,
	"contents_th" text NOT NULL,
	"file1_id" uuid,
	"file2_id" uuid,
	"file3_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offering" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offering_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_name" text NOT NULL,
	"ticker" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_th" text NOT NULL,
	"image_id" uuid,
	"poster_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"finish_at" timestamp with time zone NOT NULL,
	"total_amount" numeric(20, 0) NOT NULL,
	"total_amount_token" numeric(38, 8) NOT NULL,
	"minimum_amount" numeric(20, 0) NOT NULL,
	"allowed_levels" jsonb NOT NULL,
	"payment_instructions_en" text NOT NULL,
	"payment_instructions_th" text NOT NULL,
	"promptpay_id" text NOT NULL,
	"screening" boolean DEFAULT true NOT NULL,
	"knowledge_pass_mark" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_file" ADD COLUMN "joining_id" integer;--> statement-breakpoint
ALTER TABLE "joining" ADD CONSTRAINT "joining_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining" ADD CONSTRAINT "joining_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_event" ADD CONSTRAINT "joining_event_joining_id_joining_id_fk" FOREIGN KEY ("joining_id") REFERENCES "public"."joining"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_event" ADD CONSTRAINT "joining_event_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_event" ADD CONSTRAINT "joining_event_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entry" ADD CONSTRAINT "monitoring_entry_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entry" ADD CONSTRAINT "monitoring_entry_file1_id_public_file_id_fk" FOREIGN KEY ("file1_id") REFERENCES "public"."public_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entry" ADD CONSTRAINT "monitoring_entry_file2_id_public_file_id_fk" FOREIGN KEY ("file2_id") REFERENCES "public"."public_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_entry" ADD CONSTRAINT "monitoring_entry_file3_id_public_file_id_fk" FOREIGN KEY ("file3_id") REFERENCES "public"."public_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_image_id_public_file_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."public_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_poster_id_public_file_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."public_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_file" ADD CONSTRAINT "public_file_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "joining_user_offering_key" ON "joining" USING btree ("user_id","offering_id");--> statement-breakpoint
CREATE UNIQUE INDEX "joining_message_key" ON "joining" USING btree ("message");--> statement-breakpoint
CREATE INDEX "joining_offering_status_idx" ON "joining" USING btree ("offering_id","status");--> statement-breakpoint
CREATE INDEX "joining_payment_period_idx" ON "joining" USING btree ("status","payment_started_at");--> statement-breakpoint
CREATE INDEX "joining_event_joining_idx" ON "joining_event" USING btree ("joining_id","created_at");--> statement-breakpoint
CREATE INDEX "joining_event_offering_idx" ON "joining_event" USING btree ("offering_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_entry_offering_idx" ON "monitoring_entry" USING btree ("offering_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "private_file" ADD CONSTRAINT "private_file_joining_id_joining_id_fk" FOREIGN KEY ("joining_id") REFERENCES "public"."joining"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_file_joining_idx" ON "private_file" USING btree ("joining_id");