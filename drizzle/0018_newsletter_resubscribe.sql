ALTER TABLE "newsletter_subscribers" ADD COLUMN "resubscribe_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "resubscribe_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_resubscribe_token_unique" UNIQUE("resubscribe_token");