CREATE TABLE "vendor_order_settings" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"auto_accept" boolean NOT NULL,
	"acceptance_minutes" integer NOT NULL,
	"max_orders_per_slot" integer,
	"busy_extra_minutes" integer NOT NULL,
	"busy_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_order_settings" ADD CONSTRAINT "vendor_order_settings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_waiting_accept_before_idx" ON "orders" USING btree ("accept_before") WHERE "orders"."status" = 'WAITING_APPROVAL';