ALTER TABLE "order_item_options" ADD COLUMN "kitchen_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kitchen_product_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kitchen_variant_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text;--> statement-breakpoint
-- Backfill (hand-written): the orders placed before kept one name per line, now the name in both languages,
-- and were placed in their store's default language.
UPDATE "order_item_options" SET "kitchen_name" = "name";--> statement-breakpoint
UPDATE "order_items" SET "kitchen_product_name" = "product_name", "kitchen_variant_name" = "variant_name";--> statement-breakpoint
UPDATE "orders" SET "language" = "stores"."default_language" FROM "stores" WHERE "stores"."id" = "orders"."store_id";--> statement-breakpoint
ALTER TABLE "order_item_options" ALTER COLUMN "kitchen_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "kitchen_product_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "language" SET NOT NULL;
