CREATE TABLE "offering_document" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offering_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_bank" text;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_account_number" text;--> statement-breakpoint
ALTER TABLE "joining" ADD COLUMN "pay_account_name" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "payee_bank" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "payee_account_number" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "payee_account_name" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "issuer_name_en" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "issuer_name_th" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "issuer_registration_number" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "issuer_address_en" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "issuer_address_th" text;--> statement-breakpoint
ALTER TABLE "offering" ADD COLUMN "issuer_website" text;--> statement-breakpoint
ALTER TABLE "offering_document" ADD CONSTRAINT "offering_document_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_document" ADD CONSTRAINT "offering_document_file_id_public_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."public_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_document" ADD CONSTRAINT "offering_document_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_document_offering_idx" ON "offering_document" USING btree ("offering_id","kind");