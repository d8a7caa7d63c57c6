-- The directory's speed at scale: a small card value beside the large resume, an index per sort
-- column, and a version that every write to applicants raises (the server's per-filter counts are
-- reused only while it stays the same).
-- jsonb_build_object is only STABLE because some argument types print differently by setting; with
-- jsonb arguments alone its result depends on them alone, so the wrapper may say IMMUTABLE.
CREATE FUNCTION "directory_card"("resume" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object(
    'image', "resume" -> 'image',
    'summary', "resume" -> 'summary',
    'email', "resume" -> 'contact' -> 'email',
    'tools', "resume" -> 'tools',
    'specializations', "resume" -> 'specializations'
  )
$$;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "card" jsonb GENERATED ALWAYS AS (directory_card(resume)) STORED;--> statement-breakpoint
CREATE INDEX "applicants_published_updated_at_index" ON "applicants" USING btree ("updated_at","id") WHERE "applicants"."published";--> statement-breakpoint
CREATE INDEX "applicants_published_full_name_index" ON "applicants" USING btree ("full_name","id") WHERE "applicants"."published";--> statement-breakpoint
CREATE INDEX "applicants_published_experience_years_index" ON "applicants" USING btree ("experience_years","id") WHERE "applicants"."published";--> statement-breakpoint
CREATE TABLE "directory_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "directory_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "directory_state_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applicants_directory_state_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applicants" FOR EACH STATEMENT EXECUTE FUNCTION "directory_state_bump"();
