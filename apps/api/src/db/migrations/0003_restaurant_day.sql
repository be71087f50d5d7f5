CREATE TABLE "slot_locks" (
	"store_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	CONSTRAINT "slot_locks_store_id_order_type_slot_start_pk" PRIMARY KEY("store_id","order_type","slot_start")
);
--> statement-breakpoint
CREATE TABLE "special_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"closed" boolean NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_days_store_date_unique" UNIQUE("store_id","date"),
	CONSTRAINT "special_days_ranges_array" CHECK (jsonb_typeof("special_days"."ranges") = 'array')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "preorder_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slot_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pickup_capacity_per_slot" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_capacity_per_slot" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "prep_minutes" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_locks" ADD CONSTRAINT "slot_locks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_days" ADD CONSTRAINT "special_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_slot_idx" ON "orders" USING btree ("store_id","slot_start") WHERE "orders"."slot_start" is not null;--> statement-breakpoint
CREATE INDEX "stores_paused_until_idx" ON "stores" USING btree ("paused_until") WHERE "stores"."paused_until" is not null;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_preorder_days_range" CHECK ("stores"."preorder_days" between 0 and 14);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_slot_minutes_range" CHECK ("stores"."slot_minutes" between 5 and 120);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_prep_minutes_range" CHECK ("stores"."prep_minutes" between 5 and 240);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_capacity_positive" CHECK (coalesce("stores"."pickup_capacity_per_slot", 1) >= 1 and coalesce("stores"."delivery_capacity_per_slot", 1) >= 1);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_pause_until_needs_pause" CHECK ("stores"."paused_until" is null or "stores"."paused_at" is not null);