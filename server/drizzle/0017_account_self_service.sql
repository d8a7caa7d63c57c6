-- Issue 34, the account page: a change of sign-in e-mail waits here for the link mailed to the new address;
-- and a company's past request outlives the applicant who deleted their account, naming nobody.
CREATE TABLE "email_changes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_applicant_id_applicants_id_fk";
--> statement-breakpoint
ALTER TABLE "contact_requests" ALTER COLUMN "applicant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;
