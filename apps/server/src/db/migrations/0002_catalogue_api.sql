CREATE TABLE "account_categories" (
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_categories_account_id_category_id_pk" PRIMARY KEY("account_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "account_menu_languages" (
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "account_menu_languages_account_id_code_pk" PRIMARY KEY("account_id","code")
);
--> statement-breakpoint
CREATE TABLE "popular_products" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "popular_products_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "section_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"vendor_id" integer,
	"name_i18n" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"priority" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	"name_i18n" jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tag_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"group_id" integer NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "taxes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "service_section_id" integer;--> statement-breakpoint
ALTER TABLE "account_categories" ADD CONSTRAINT "account_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_categories" ADD CONSTRAINT "account_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_menu_languages" ADD CONSTRAINT "account_menu_languages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_products" ADD CONSTRAINT "popular_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_products" ADD CONSTRAINT "popular_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_groups" ADD CONSTRAINT "section_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_groups" ADD CONSTRAINT "section_groups_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_group_id_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tag_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_categories_category_id_index" ON "account_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_menu_languages_one_mandatory" ON "account_menu_languages" USING btree ("account_id") WHERE "account_menu_languages"."mandatory";--> statement-breakpoint
CREATE INDEX "popular_products_product_id_index" ON "popular_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_id_index" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "section_groups_account_id_index" ON "section_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "categories_parent_id_index" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tags_group_id_index" ON "tags" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_product_tax_id_taxes_id_fk" FOREIGN KEY ("product_tax_id") REFERENCES "public"."taxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_catalogue_category_id_section_groups_id_fk" FOREIGN KEY ("catalogue_category_id") REFERENCES "public"."section_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_service_section_id_service_sections_id_fk" FOREIGN KEY ("service_section_id") REFERENCES "public"."service_sections"("id") ON DELETE set null ON UPDATE no action;