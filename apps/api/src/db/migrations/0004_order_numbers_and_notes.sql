CREATE TABLE "order_numbers" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "note" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "note" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "note" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "note" DROP NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "note" = NULL WHERE "note" = '';--> statement-breakpoint
UPDATE "orders" SET "note" = NULL WHERE "note" = '';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" SET "number" = "numbered"."number" FROM (SELECT "id", row_number() OVER (PARTITION BY "store_id" ORDER BY "id") AS "number" FROM "orders") AS "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "order_numbers" ("store_id", "last_number") SELECT "store_id", max("number") FROM "orders" GROUP BY "store_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_out_product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_number_unique" UNIQUE("store_id","number");