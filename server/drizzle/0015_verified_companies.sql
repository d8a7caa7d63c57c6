-- Issue 34: confirmed e-mail addresses, company profiles, and consent a contact request's applicant can withdraw.
CREATE TABLE "email_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_status_check";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "shared_email" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "shared_phone" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_sector" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_website" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_description" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_image_index" ON "applicants" USING btree (("resume" ->> 'image'));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn'));--> statement-breakpoint
-- Issue 34: what an accepted request shows is what the applicant shared when they accepted. For the
-- requests accepted before this, the resume's contact e-mail and phone as they stand now (never the
-- account's sign-in address); and a company's name is its account's name until it says otherwise.
UPDATE "contact_requests" SET
  "shared_email" = nullif(btrim("applicants"."resume" -> 'contact' ->> 'email'), ''),
  "shared_phone" = nullif(btrim("applicants"."resume" -> 'contact' -> 'phone' ->> 'phone'), '')
FROM "applicants"
WHERE "applicants"."id" = "contact_requests"."applicant_id" AND "contact_requests"."status" = 'accepted';--> statement-breakpoint
UPDATE "users" SET "company_name" = "name" WHERE "is_company";
