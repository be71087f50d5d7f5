CREATE TABLE "option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_store_id_id_unique" UNIQUE("store_id","id"),
	CONSTRAINT "option_groups_name_not_blank" CHECK (length(trim("option_groups"."name")) > 0),
	CONSTRAINT "option_groups_choices_range" CHECK (0 <= "option_groups"."min_choices" and "option_groups"."min_choices" <= "option_groups"."max_choices" and "option_groups"."max_choices" >= 1)
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"sold_out_until" timestamp with time zone,
	CONSTRAINT "options_price_non_negative" CHECK ("options"."price_minor" >= 0),
	CONSTRAINT "options_name_not_blank" CHECK (length(trim("options"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_groups_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "order_item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"option_id" integer,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_item_options_price_non_negative" CHECK ("order_item_options"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dietary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_postcodes" ADD COLUMN "min_order_minor" integer;--> statement-breakpoint
ALTER TABLE "delivery_postcodes" ADD COLUMN "free_delivery_over_minor" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "min_order_minor" integer;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_group_same_store_fk" FOREIGN KEY ("store_id","group_id") REFERENCES "public"."option_groups"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "product_option_groups_group_idx" ON "product_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "order_item_options_item_idx" ON "order_item_options" USING btree ("order_item_id","position");--> statement-breakpoint
ALTER TABLE "delivery_postcodes" ADD CONSTRAINT "delivery_postcodes_thresholds_non_negative" CHECK (coalesce("delivery_postcodes"."min_order_minor", 0) >= 0 and coalesce("delivery_postcodes"."free_delivery_over_minor", 0) >= 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_min_order_non_negative" CHECK (coalesce("stores"."min_order_minor", 0) >= 0);