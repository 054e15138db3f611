-- pg_trgm ships with PostgreSQL (contrib, trusted since 13) and with PGlite (loaded in src/server/db/client.ts).
-- fastupdate off: PGlite has no autovacuum to flush a GIN pending list, which every search would then read.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "audit_log_actor_label_trgm_idx" ON "audit_log" USING gin ("actor_label" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_log_subject_trgm_idx" ON "audit_log" USING gin ("subject" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "kyc_submissions_submitted_idx" ON "kyc_submissions" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_full_name_trgm_idx" ON "kyc_submissions" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payments_tx_hash_trgm_idx" ON "payments" USING gin ("tx_hash" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payments_from_address_trgm_idx" ON "payments" USING gin ("from_address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "wallet_links_address_trgm_idx" ON "wallet_links" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);