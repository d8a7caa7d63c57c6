-- Issue 19, the saved-search digests: when each resume was last published (kept by a trigger, so every
-- writer — the builder, the demo seed, a restore — counts), and per saved search the language its mails
-- are written in and where its next digest's window starts.
ALTER TABLE "applicants" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "digest_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "applicants_published_published_at_index" ON "applicants" USING btree ("published_at") WHERE "applicants"."published";--> statement-breakpoint
CREATE INDEX "saved_searches_digest_from_index" ON "saved_searches" USING btree ("digest_from");--> statement-breakpoint
UPDATE "saved_searches" SET "digest_from" = "created_at";--> statement-breakpoint
CREATE FUNCTION "applicant_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An insert that brings its own time (a restore of a backup) keeps it.
  IF NEW."published" AND ((TG_OP = 'INSERT' AND NEW."published_at" IS NULL) OR (TG_OP = 'UPDATE' AND NOT OLD."published")) THEN
    NEW."published_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applicants_published_at" BEFORE INSERT OR UPDATE OF "published" ON "applicants" FOR EACH ROW EXECUTE FUNCTION "applicant_published_at"();
