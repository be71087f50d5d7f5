CREATE TABLE "sales_day_rollups" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_day_rollups_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "sales_day_rollups" ADD CONSTRAINT "sales_day_rollups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A settled day's roll-up goes whenever one of its orders is written (placed, answered, changed or
-- deleted by whatever path, by hand included), so the next report computes the day again from its orders;
-- the old and the new local day of the order both, in the store's time zone.
CREATE FUNCTION "drop_sales_day_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "sales_day_rollups" r USING "stores" s
      WHERE s."id" = OLD."store_id" AND r."store_id" = OLD."store_id"
        AND r."day" = (OLD."created_at" AT TIME ZONE s."timezone")::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM "sales_day_rollups" r USING "stores" s
      WHERE s."id" = NEW."store_id" AND r."store_id" = NEW."store_id"
        AND r."day" = (NEW."created_at" AT TIME ZONE s."timezone")::date;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_drop_sales_day_rollup"
  AFTER INSERT OR DELETE OR UPDATE OF "store_id", "number", "order_type", "approval_status", "subtotal_minor",
    "discount_minor", "coupon_discount_minor", "coupon_saving_minor", "delivery_fee_minor", "total_minor",
    "created_at"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "drop_sales_day_rollup"();--> statement-breakpoint
-- Another time zone moves every order to other local days.
CREATE FUNCTION "drop_store_sales_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_day_rollups" WHERE "store_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stores_drop_sales_rollups" AFTER UPDATE OF "timezone" ON "stores"
  FOR EACH ROW WHEN (NEW."timezone" IS DISTINCT FROM OLD."timezone")
  EXECUTE FUNCTION "drop_store_sales_rollups"();
