ALTER TABLE "components" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held" jsonb;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_stock_not_negative" CHECK ("components"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);