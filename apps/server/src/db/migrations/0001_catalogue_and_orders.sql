CREATE TABLE "component_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"vendor_notes" text,
	"display_mode" text DEFAULT 'LIST' NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"description_i18n" jsonb DEFAULT '{"values":{}}'::jsonb NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"image" jsonb,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_component_groups" (
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"multi_selection" boolean DEFAULT false NOT NULL,
	"max_count" integer DEFAULT 3 NOT NULL,
	"max_components_count" integer DEFAULT 1 NOT NULL,
	"default_component_id" integer,
	CONSTRAINT "product_component_groups_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"description_i18n" jsonb DEFAULT '{"values":{}}'::jsonb NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"discount_price_minor" integer,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" text,
	"max_count" integer,
	"nutrition_facts" jsonb,
	"horizontal_image" jsonb,
	"vertical_image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_products" (
	"section_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "section_products_section_id_product_id_pk" PRIMARY KEY("section_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL,
	"cooking_time" integer DEFAULT 0 NOT NULL,
	"image_orientation" text DEFAULT 'HORIZONTAL' NOT NULL,
	"product_tax_id" integer,
	"catalogue_category_id" integer,
	"working_hours" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"name_i18n" jsonb NOT NULL,
	"count" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"discount_price_minor" integer,
	"total_minor" integer NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"nutrition_facts" jsonb,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"receipt_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"balance_model" text NOT NULL,
	"currency_code" text NOT NULL,
	"items_total_minor" integer NOT NULL,
	"delivery_cost_minor" integer DEFAULT 0 NOT NULL,
	"total_price_minor" integer NOT NULL,
	"collect_price_minor" integer NOT NULL,
	"vendor_price_minor" integer NOT NULL,
	"customer_info" jsonb NOT NULL,
	"comment" text,
	"promocode" text,
	"take_away_code" text,
	"decline_comment" text,
	"courier" jsonb,
	"courier_latitude" double precision,
	"courier_longitude" double precision,
	"cooking_time_minutes" integer DEFAULT 0 NOT NULL,
	"cooking_delay_minutes" integer DEFAULT 0 NOT NULL,
	"estimated_delivery_minutes" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"delivery_started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"estimated_cooking_start_at" timestamp with time zone,
	"estimated_cooking_end_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "component_groups" ADD CONSTRAINT "component_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_group_id_component_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."component_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_component_groups" ADD CONSTRAINT "product_component_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_component_groups" ADD CONSTRAINT "product_component_groups_group_id_component_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."component_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_products" ADD CONSTRAINT "section_products_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_products" ADD CONSTRAINT "section_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_groups_account_id_index" ON "component_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "components_group_id_index" ON "components" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_component_groups_group_id_index" ON "product_component_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "products_account_id_index" ON "products" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "section_products_product_id_index" ON "section_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sections_account_id_order_index" ON "sections" USING btree ("account_id","order");--> statement-breakpoint
CREATE INDEX "order_events_order_id_index" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_index" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_vendor_id_status_index" ON "orders" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "orders_vendor_id_created_at_index" ON "orders" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_vendor_id_idempotency_key_index" ON "orders" USING btree ("vendor_id","idempotency_key");