-- Issue 30: the directory's 'Languages spoken' filter reads each resume's spoken languages by their English
-- names (src/reference-data/spoken-languages.ts), kept in the row like the other filter columns (STORAGE
-- MAIN, as migration 0012 explains). Null until a server of this version has read them from the resume:
-- src/applicants/filter-columns.ts fills them at start-up, and with them the birth date a hidden one
-- must not give to the age filters.
ALTER TABLE "applicants" ADD COLUMN "spoken_languages" text[];--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "spoken_languages" SET STORAGE MAIN;--> statement-breakpoint
-- How many changes the log keeps, in one place: the trigger below drops the change this many versions
-- back (it wrote 2000 itself), and every server's feed reads it with the version.
ALTER TABLE "directory_state" ADD COLUMN "log_length" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "directory_change_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before_row" jsonb;
  "after_row" jsonb;
  "next_version" bigint;
  "kept" integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "directory_state" SET "version" = "version" + 1 WHERE "id" = 1;
    DELETE FROM "directory_changes";
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN "before_row" := to_jsonb(OLD) - 'resume' - 'card' - 'search_vector' - 'rank_vector'; END IF;
  IF TG_OP <> 'DELETE' THEN "after_row" := to_jsonb(NEW) - 'resume' - 'card' - 'search_vector' - 'rank_vector'; END IF;
  IF "before_row" = "after_row" THEN RETURN NULL; END IF;
  UPDATE "directory_state" SET "version" = "version" + 1 WHERE "id" = 1
    RETURNING "version", "log_length" INTO "next_version", "kept";
  INSERT INTO "directory_changes" ("version", "before", "after") VALUES ("next_version", "before_row", "after_row");
  DELETE FROM "directory_changes" WHERE "version" = "next_version" - "kept";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Not partial, as the specialisations' (migration 0012), so the planner ANDs it with the keyword's index.
CREATE INDEX "applicants_spoken_languages_index" ON "applicants" USING gin ("spoken_languages");
