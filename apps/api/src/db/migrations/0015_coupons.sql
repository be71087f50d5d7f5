CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"guest_email" text,
	"saving_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_redemptions_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_redemptions_saving_non_negative" CHECK ("coupon_redemptions"."saving_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_normalised" text NOT NULL,
	"kind" text NOT NULL,
	"value_hundredths" integer DEFAULT 0 NOT NULL,
	"min_subtotal_minor" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"max_redemptions" integer,
	"max_per_customer" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"order_type" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_store_code_unique" UNIQUE("store_id","code_normalised"),
	CONSTRAINT "coupons_kind_known" CHECK ("coupons"."kind" in ('percent', 'fixed', 'free_delivery')),
	CONSTRAINT "coupons_value_range" CHECK ("coupons"."value_hundredths" >= 0 and ("coupons"."kind" <> 'percent' or "coupons"."value_hundredths" <= 10000)),
	CONSTRAINT "coupons_min_subtotal_non_negative" CHECK ("coupons"."min_subtotal_minor" >= 0),
	CONSTRAINT "coupons_dates_ordered" CHECK ("coupons"."valid_until" is null or "coupons"."valid_from" is null or "coupons"."valid_from" <= "coupons"."valid_until"),
	CONSTRAINT "coupons_order_type_known" CHECK ("coupons"."order_type" is null or "coupons"."order_type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_non_negative";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_consistent";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_saving_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."delivery_fee_minor" >= 0 and "orders"."coupon_discount_minor" >= 0 and "orders"."coupon_saving_minor" >= "orders"."coupon_discount_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_consistent" CHECK ("orders"."total_minor" = "orders"."subtotal_minor" - "orders"."discount_minor" - "orders"."coupon_discount_minor" + "orders"."delivery_fee_minor");--> statement-breakpoint
-- Every path that rejects or cancels an order (the desk, the deadline, the customer, a checkout that ends
-- unpaid) gives its coupon's redemption back in the same transaction.
CREATE FUNCTION "release_coupon_redemption"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "coupon_redemptions" SET "released_at" = now() WHERE "order_id" = NEW."id" AND "released_at" IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_release_coupon" AFTER UPDATE OF "approval_status" ON "orders"
  FOR EACH ROW WHEN (NEW."approval_status" IN (3, 4) AND OLD."approval_status" NOT IN (3, 4))
  EXECUTE FUNCTION "release_coupon_redemption"();
