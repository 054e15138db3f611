CREATE TABLE "attribution_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"exchange" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribution_requests_status" CHECK ("attribution_requests"."status" in ('open', 'attributed', 'declined')),
	CONSTRAINT "attribution_requests_declined_has_reason" CHECK ("attribution_requests"."status" <> 'declined' or "attribution_requests"."decline_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "attribution_requests" ADD CONSTRAINT "attribution_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_requests" ADD CONSTRAINT "attribution_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_requests" ADD CONSTRAINT "attribution_requests_chain_id_tx_hash_log_index_payments_chain_id_tx_hash_log_index_fk" FOREIGN KEY ("chain_id","tx_hash","log_index") REFERENCES "public"."payments"("chain_id","tx_hash","log_index") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribution_requests_one_open" ON "attribution_requests" USING btree ("user_id","chain_id","tx_hash","log_index") WHERE "attribution_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "attribution_requests_created_idx" ON "attribution_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "attribution_requests_payment_idx" ON "attribution_requests" USING btree ("chain_id","tx_hash","log_index");