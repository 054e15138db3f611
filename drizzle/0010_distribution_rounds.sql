CREATE TABLE "distribution_round_entries" (
	"round_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"account_address" text,
	"held_micro_pxl" numeric(78, 0),
	"cumulative_amount" numeric(78, 0) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "distribution_round_entries_round_id_user_id_pk" PRIMARY KEY("round_id","user_id"),
	CONSTRAINT "distribution_round_entries_amounts" CHECK ("distribution_round_entries"."amount" >= 0 and "distribution_round_entries"."cumulative_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"record_date" timestamp with time zone,
	"profit_micro_usdt" numeric(78, 0),
	"pool_micro_usdt" numeric(78, 0),
	"remainder_micro_usdt" numeric(78, 0),
	"total_amount" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"merkle_root" text,
	"set_root_tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "distribution_rounds_kind" CHECK ("distribution_rounds"."kind" in ('pxl', 'dividend')),
	CONSTRAINT "distribution_rounds_status" CHECK ("distribution_rounds"."status" in ('draft', 'published')),
	CONSTRAINT "distribution_rounds_dividend_fields" CHECK (("distribution_rounds"."kind" = 'dividend') = ("distribution_rounds"."period" is not null and "distribution_rounds"."record_date" is not null and "distribution_rounds"."profit_micro_usdt" is not null and "distribution_rounds"."pool_micro_usdt" is not null and "distribution_rounds"."remainder_micro_usdt" is not null)),
	CONSTRAINT "distribution_rounds_period_format" CHECK ("distribution_rounds"."period" is null or "distribution_rounds"."period" ~ '^[0-9]{4}-H[12]$'),
	CONSTRAINT "distribution_rounds_published_has_root" CHECK ("distribution_rounds"."status" <> 'published' or ("distribution_rounds"."merkle_root" is not null and "distribution_rounds"."set_root_tx_hash" is not null and "distribution_rounds"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "distribution_round_entries" ADD CONSTRAINT "distribution_round_entries_round_id_distribution_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."distribution_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_round_entries" ADD CONSTRAINT "distribution_round_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_rounds" ADD CONSTRAINT "distribution_rounds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribution_round_entries_user_idx" ON "distribution_round_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_round_entries_one_leaf_per_account" ON "distribution_round_entries" USING btree ("round_id","account_address") WHERE "distribution_round_entries"."account_address" is not null;--> statement-breakpoint
CREATE INDEX "distribution_rounds_kind_created_idx" ON "distribution_rounds" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_rounds_one_dividend_per_period" ON "distribution_rounds" USING btree ("period") WHERE "distribution_rounds"."kind" = 'dividend' and "distribution_rounds"."status" = 'published';