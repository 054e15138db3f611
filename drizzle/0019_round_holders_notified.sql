ALTER TABLE "distribution_rounds" ADD COLUMN "holders_notified_at" timestamp with time zone;--> statement-breakpoint
-- Rounds published before this column were notified as they were published.
UPDATE "distribution_rounds" SET "holders_notified_at" = "published_at" WHERE "status" = 'published';
