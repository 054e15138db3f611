CREATE TABLE "kyc_documents" (
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "kyc_documents_submission_id_kind_pk" PRIMARY KEY("submission_id","kind"),
	CONSTRAINT "kyc_documents_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "kyc_documents_size" CHECK ("kyc_documents"."size_bytes" > 0 and "kyc_documents"."size_bytes" <= 10485760),
	CONSTRAINT "kyc_documents_type" CHECK ("kyc_documents"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	CONSTRAINT "kyc_submissions_status" CHECK ("kyc_submissions"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('transaction', 'dividend', 'price', 'system')),
	CONSTRAINT "notifications_priority" CHECK ("notifications"."priority" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "public_key_ids" (
	"user_id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_key_ids_key_id_unique" UNIQUE("key_id"),
	CONSTRAINT "public_key_ids_format" CHECK ("public_key_ids"."key_id" ~ '^[A-Z0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_key_ids" ADD CONSTRAINT "public_key_ids_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending_per_user" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe" ON "notifications" USING btree ("user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;