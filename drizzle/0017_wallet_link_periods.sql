CREATE TABLE "wallet_link_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"user_id" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_link_periods" ADD CONSTRAINT "wallet_link_periods_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_link_periods_address_idx" ON "wallet_link_periods" USING btree ("address","linked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_link_periods_one_open" ON "wallet_link_periods" USING btree ("address") WHERE "wallet_link_periods"."unlinked_at" is null;--> statement-breakpoint
-- Every link opens a period and every unlink closes it, however the row is written or removed
-- (a user's deletion too): the dividends' record-date owners read them.
CREATE FUNCTION "wallet_link_periods_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "wallet_link_periods" SET "unlinked_at" = now()
      WHERE "address" = OLD."address" AND "unlinked_at" IS NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "wallet_link_periods" ("address", "user_id", "linked_at")
      VALUES (NEW."address", NEW."user_id", NEW."linked_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_link_periods_follow" AFTER INSERT OR DELETE OR UPDATE OF "address", "user_id"
  ON "wallet_links" FOR EACH ROW EXECUTE FUNCTION "wallet_link_periods_follow"();--> statement-breakpoint
-- The links standing now. Those removed before this migration left no trace.
INSERT INTO "wallet_link_periods" ("address", "user_id", "linked_at")
  SELECT "address", "user_id", "linked_at" FROM "wallet_links";
