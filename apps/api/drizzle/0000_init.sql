CREATE TABLE "holiday" (
	"date" date PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
