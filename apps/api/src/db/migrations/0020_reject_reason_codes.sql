ALTER TABLE "orders" ADD COLUMN "reject_reason_code" text;--> statement-breakpoint
-- The presets earlier versions stored as their English words become their codes (read in each reader's
-- language); a sold-out reason keeps what it named. Words the restaurant wrote itself stay as written.
UPDATE "orders" SET "reject_reason_code" = CASE "reject_reason"
    WHEN 'We are too busy right now' THEN 'busy'
    WHEN 'An item is sold out' THEN 'sold_out'
    WHEN 'We are closing soon' THEN 'closing'
    WHEN 'We cannot deliver to this address' THEN 'cannot_deliver'
    WHEN 'The restaurant did not respond in time' THEN 'no_answer'
  END, "reject_reason" = NULL
  WHERE "reject_reason" IN ('We are too busy right now', 'An item is sold out', 'We are closing soon',
    'We cannot deliver to this address', 'The restaurant did not respond in time');--> statement-breakpoint
UPDATE "orders" SET "reject_reason_code" = 'sold_out', "reject_reason" = substr("reject_reason", 11)
  WHERE "reject_reason" LIKE 'Sold out: _%';
