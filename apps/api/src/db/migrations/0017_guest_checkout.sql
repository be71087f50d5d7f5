CREATE TABLE "order_guest_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "guest_checkout" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_guest_keys" ADD CONSTRAINT "order_guest_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_guest_keys_order_idx" ON "order_guest_keys" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("guest_email") WHERE "orders"."guest_email" is not null;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_guest_key_unique" UNIQUE("guest_email","key");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_owner" CHECK (("idempotency_keys"."user_id" is null) <> ("idempotency_keys"."guest_email" is null));