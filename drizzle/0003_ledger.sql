CREATE TABLE "ledger_entries" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"user_id" text,
	"credited_micro_usdt" numeric(78, 0) NOT NULL,
	"refund_due_micro_usdt" numeric(78, 0) NOT NULL,
	"tokens_micro_pxl" numeric(78, 0) NOT NULL,
	"attribution" text,
	"attributed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "ledger_entries_amounts_non_negative" CHECK ("ledger_entries"."credited_micro_usdt" >= 0 and "ledger_entries"."refund_due_micro_usdt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_links" (
	"address" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_chain_id_tx_hash_log_index_payments_chain_id_tx_hash_log_index_fk" FOREIGN KEY ("chain_id","tx_hash","log_index") REFERENCES "public"."payments"("chain_id","tx_hash","log_index") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_links" ADD CONSTRAINT "wallet_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_id_idx" ON "ledger_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_links_user_id_idx" ON "wallet_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_links_one_primary_per_user" ON "wallet_links" USING btree ("user_id") WHERE "wallet_links"."is_primary";