ALTER TABLE "products" ADD COLUMN "age_limit" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "age_limit" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_age_limit_known" CHECK ("products"."age_limit" is null or "products"."age_limit" in (16, 18));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_age_limit_known" CHECK ("orders"."age_limit" is null or "orders"."age_limit" in (16, 18));