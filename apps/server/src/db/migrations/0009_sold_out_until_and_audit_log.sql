CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"vendor_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"target_name" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "available_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "available_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_vendor_id_at_id_index" ON "audit_log" USING btree ("vendor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_vendor_id_user_id_at_index" ON "audit_log" USING btree ("vendor_id","user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_vendor_id_action_at_index" ON "audit_log" USING btree ("vendor_id","action","at");--> statement-breakpoint
CREATE INDEX "components_available_again_at_idx" ON "components" USING btree ("available_again_at") WHERE "components"."available_again_at" is not null;--> statement-breakpoint
CREATE INDEX "products_available_again_at_idx" ON "products" USING btree ("available_again_at") WHERE "products"."available_again_at" is not null;