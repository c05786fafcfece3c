CREATE TABLE "menu_import_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"catalogue_edits" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"error_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "catalogue_edits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_import_previews" ADD CONSTRAINT "menu_import_previews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_import_previews" ADD CONSTRAINT "menu_import_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_import_previews_account_id_index" ON "menu_import_previews" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "menu_import_previews_expires_at_index" ON "menu_import_previews" USING btree ("expires_at");