CREATE TABLE "user_holdings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tokens_micro_pxl" numeric(78, 0) DEFAULT 0 NOT NULL,
	"invested_micro_usdt" numeric(78, 0) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_holdings" ADD CONSTRAINT "user_holdings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_holdings_tokens_idx" ON "user_holdings" USING btree ("tokens_micro_pxl","user_id");--> statement-breakpoint
CREATE INDEX "user_holdings_invested_idx" ON "user_holdings" USING btree ("invested_micro_usdt","user_id");--> statement-breakpoint
-- Every account has its row from the start (zero until a first credit), however it is created.
CREATE FUNCTION "user_holdings_for_new_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_holdings" ("user_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_holdings_for_new_user" AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION "user_holdings_for_new_user"();--> statement-breakpoint
-- The accounts made before this migration, with what the ledger credited them so far.
INSERT INTO "user_holdings" ("user_id", "tokens_micro_pxl", "invested_micro_usdt")
  SELECT u."id", coalesce(sum(l."tokens_micro_pxl"), 0), coalesce(sum(l."credited_micro_usdt"), 0)
  FROM "user" u LEFT JOIN "ledger_entries" l ON l."user_id" = u."id"
  GROUP BY u."id";
