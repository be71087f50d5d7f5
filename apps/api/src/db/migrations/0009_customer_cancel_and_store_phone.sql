ALTER TABLE "orders" DROP CONSTRAINT "orders_approval_known";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_known" CHECK ("orders"."approval_status" in (1, 2, 3, 4));