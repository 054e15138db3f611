CREATE TABLE "kyc_document_contents" (
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"auth_tag" "bytea" NOT NULL,
	CONSTRAINT "kyc_document_contents_submission_id_kind_pk" PRIMARY KEY("submission_id","kind")
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ALTER COLUMN "stored_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_document_contents" ADD CONSTRAINT "kyc_document_contents_document_fk" FOREIGN KEY ("submission_id","kind") REFERENCES "public"."kyc_documents"("submission_id","kind") ON DELETE cascade ON UPDATE no action;