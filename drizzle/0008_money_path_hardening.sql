CREATE TABLE "ledger_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"user_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"handled_at" timestamp with time zone,
	CONSTRAINT "ledger_events_type_known" CHECK ("ledger_events"."type" in ('payment_detected', 'payment_orphaned', 'payment_credited', 'payment_awaiting_attribution', 'refund_due', 'refund_paid'))
);
--> statement-breakpoint
CREATE TABLE "outgoing_transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"to_address" text NOT NULL,
	"amount_micro_usdt" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"finality" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_transfers_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "outgoing_transfers_amount_positive" CHECK ("outgoing_transfers"."amount_micro_usdt" > 0),
	CONSTRAINT "outgoing_transfers_finality_known" CHECK ("outgoing_transfers"."finality" in ('pending', 'final', 'orphaned'))
);
--> statement-breakpoint
CREATE TABLE "payment_claims" (
	"user_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_claims_user_id_chain_id_tx_hash_pk" PRIMARY KEY("user_id","chain_id","tx_hash")
);
--> statement-breakpoint
CREATE TABLE "skipped_transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"from_address" text,
	"to_address" text,
	"amount_micro_usdt" numeric(78, 0),
	"reason" text NOT NULL,
	"detail" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skipped_transfers_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "skipped_transfers_reason" CHECK ("skipped_transfers"."reason" in ('zero_value', 'malformed', 'unstorable'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "refund_paid_to" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "refund_recipient_reason" text;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_events_once_per_payment" ON "ledger_events" USING btree ("type","chain_id","tx_hash","log_index") WHERE "ledger_events"."type" in ('payment_credited', 'payment_awaiting_attribution', 'refund_due', 'refund_paid');--> statement-breakpoint
CREATE INDEX "ledger_events_unhandled_idx" ON "ledger_events" USING btree ("id") WHERE "ledger_events"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "ledger_events_payment_idx" ON "ledger_events" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "outgoing_transfers_chain_order_idx" ON "outgoing_transfers" USING btree ("block_number","log_index");--> statement-breakpoint
CREATE INDEX "payment_claims_tx_idx" ON "payment_claims" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "skipped_transfers_block_idx" ON "skipped_transfers" USING btree ("block_number","log_index");