CREATE TABLE "product_component_prices" (
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "product_component_prices_product_id_component_id_pk" PRIMARY KEY("product_id","component_id")
);
--> statement-breakpoint
ALTER TABLE "product_component_prices" ADD CONSTRAINT "product_component_prices_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_component_prices" ADD CONSTRAINT "product_component_prices_attachment_fk" FOREIGN KEY ("product_id","group_id") REFERENCES "public"."product_component_groups"("product_id","group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_component_prices_component_id_index" ON "product_component_prices" USING btree ("component_id");--> statement-breakpoint
ALTER TABLE "product_component_groups" ADD CONSTRAINT "product_component_groups_default_component_id_components_id_fk" FOREIGN KEY ("default_component_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;