-- Orders older than amendments were never changed: their original total is their total.
ALTER TABLE "orders" ADD COLUMN "original_total_price_minor" integer;--> statement-breakpoint
UPDATE "orders" SET "original_total_price_minor" = "total_price_minor";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "original_total_price_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amendments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amendment_answer_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_amendment_answer_before_idx" ON "orders" USING btree ("amendment_answer_before") WHERE "orders"."amendment_answer_before" is not null;