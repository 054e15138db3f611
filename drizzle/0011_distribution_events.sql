CREATE TABLE "distribution_claims" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"distributor" text NOT NULL,
	"account" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"cumulative_amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"finality" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_claims_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "distribution_claims_amount_positive" CHECK ("distribution_claims"."amount" > 0),
	CONSTRAINT "distribution_claims_finality_known" CHECK ("distribution_claims"."finality" in ('pending', 'final', 'orphaned'))
);
--> statement-breakpoint
CREATE TABLE "distribution_index_state" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"contracts" text NOT NULL,
	"final_through" bigint NOT NULL,
	"head" bigint,
	"last_tick_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pxl_transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"finality" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pxl_transfers_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "pxl_transfers_amount_positive" CHECK ("pxl_transfers"."amount" > 0),
	CONSTRAINT "pxl_transfers_finality_known" CHECK ("pxl_transfers"."finality" in ('pending', 'final', 'orphaned'))
);
--> statement-breakpoint
CREATE INDEX "distribution_claims_account_idx" ON "distribution_claims" USING btree ("distributor","account","block_number");--> statement-breakpoint
CREATE INDEX "pxl_transfers_to_idx" ON "pxl_transfers" USING btree ("to_address","block_number");--> statement-breakpoint
CREATE INDEX "pxl_transfers_from_idx" ON "pxl_transfers" USING btree ("from_address","block_number");