-- Watch-list imports (issue 30): the reason of an internal-list edit on its release, and the scheduled refreshes' outcomes.
ALTER TABLE "watchlist_release" ADD COLUMN "note" text;--> statement-breakpoint
CREATE TABLE "watchlist_refresh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlist_refresh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"release_id" integer
);
--> statement-breakpoint
ALTER TABLE "watchlist_refresh" ADD CONSTRAINT "watchlist_refresh_release_id_watchlist_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."watchlist_release"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_refresh_list_idx" ON "watchlist_refresh" USING btree ("list","checked_at" DESC NULLS LAST);
