CREATE TABLE "indexer_state" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"final_through" bigint NOT NULL,
	"head" bigint,
	"last_tick_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
