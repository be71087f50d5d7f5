CREATE TABLE "store_legal" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"representative" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"vat_id" text,
	"register_court" text,
	"register_number" text,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_legal" ADD CONSTRAINT "store_legal_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;