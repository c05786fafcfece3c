ALTER TABLE "vendors" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "auto_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "auto_pause_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "auto_pause_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "attended_at" timestamp with time zone DEFAULT now() NOT NULL;