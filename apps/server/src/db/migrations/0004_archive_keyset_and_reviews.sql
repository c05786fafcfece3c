CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_text" text,
	"reply_user_id" integer,
	"reply_updated_at" timestamp with time zone,
	CONSTRAINT "reviews_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_vendor_id_created_at_id_index" ON "reviews" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_vendor_id_rating_created_at_index" ON "reviews" USING btree ("vendor_id","rating","created_at");--> statement-breakpoint
CREATE INDEX "orders_vendor_created_id_idx" ON "orders" USING btree ("vendor_id","created_at","id");