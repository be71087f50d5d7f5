CREATE TABLE "accounting_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"consultant_number" integer,
	"client_number" integer,
	"fiscal_year_start_month" smallint NOT NULL,
	"account_length" smallint NOT NULL,
	"revenue_accounts" jsonb NOT NULL,
	"other_revenue_account" text NOT NULL,
	"cash_account" text NOT NULL,
	"online_clearing_account" text NOT NULL,
	"tax_keys" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_settings_month_range" CHECK ("accounting_settings"."fiscal_year_start_month" between 1 and 12),
	CONSTRAINT "accounting_settings_account_length_range" CHECK ("accounting_settings"."account_length" between 4 and 8)
);
--> statement-breakpoint
CREATE TABLE "daily_summaries" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_summaries_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "daily_summary_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_settings" ADD CONSTRAINT "accounting_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_summaries" ADD CONSTRAINT "daily_summaries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;