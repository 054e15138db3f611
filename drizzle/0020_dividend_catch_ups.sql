CREATE TABLE "dividend_catch_ups" (
	"round_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"held_micro_pxl" numeric(78, 0) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "dividend_catch_ups_round_id_user_id_period_pk" PRIMARY KEY("round_id","user_id","period"),
	CONSTRAINT "dividend_catch_ups_amount" CHECK ("dividend_catch_ups"."amount" > 0),
	CONSTRAINT "dividend_catch_ups_period_format" CHECK ("dividend_catch_ups"."period" ~ '^[0-9]{4}-H[12]$')
);
--> statement-breakpoint
ALTER TABLE "dividend_catch_ups" ADD CONSTRAINT "dividend_catch_ups_round_id_distribution_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."distribution_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_catch_ups" ADD CONSTRAINT "dividend_catch_ups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dividend_catch_ups_period_idx" ON "dividend_catch_ups" USING btree ("period","user_id");