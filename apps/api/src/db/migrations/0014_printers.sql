CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"printer_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"job_token" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	CONSTRAINT "print_jobs_kind_known" CHECK ("print_jobs"."kind" in ('ticket', 'copy', 'test')),
	CONSTRAINT "print_jobs_status_known" CHECK ("print_jobs"."status" in ('queued', 'printing', 'printed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"host" text,
	"port" integer,
	"width_mm" smallint NOT NULL,
	"language" text NOT NULL,
	"auto_print" boolean NOT NULL,
	"category_ids" integer[],
	"token_hash" text,
	"last_seen_at" timestamp with time zone,
	"offline_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "printers_kind_known" CHECK ("printers"."kind" in ('cloudprnt', 'escpos_tcp')),
	CONSTRAINT "printers_width_known" CHECK ("printers"."width_mm" in (58, 80))
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_one_ticket_idx" ON "print_jobs" USING btree ("order_id","printer_id") WHERE "print_jobs"."kind" = 'ticket';--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("next_attempt_at") WHERE "print_jobs"."status" in ('queued', 'printing');--> statement-breakpoint
CREATE INDEX "print_jobs_printer_idx" ON "print_jobs" USING btree ("printer_id","status");--> statement-breakpoint
CREATE INDEX "print_jobs_created_idx" ON "print_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "printers_store_idx" ON "printers" USING btree ("store_id");