CREATE TABLE "directory_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
-- The directory's kept counts used to be thrown away by any write (a version raised once per statement).
-- Now each row written raises the version by one and logs the row's directory columns before and after
-- it, so a server brings a kept count up to date by evaluating its filter on the logged rows alone.
-- An update that changes none of those columns (only the resume's other text, which pages read afresh)
-- logs nothing. The log keeps the last 2,000 versions (a server further behind counts afresh); a
-- TRUNCATE empties it (readers count again).
DROP TRIGGER "applicants_directory_state_bump" ON "applicants";--> statement-breakpoint
DROP FUNCTION "directory_state_bump"();--> statement-breakpoint
CREATE FUNCTION "directory_change_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before_row" jsonb;
  "after_row" jsonb;
  "next_version" bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "directory_state" SET "version" = "version" + 1 WHERE "id" = 1;
    DELETE FROM "directory_changes";
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN "before_row" := to_jsonb(OLD) - 'resume' - 'card'; END IF;
  IF TG_OP <> 'DELETE' THEN "after_row" := to_jsonb(NEW) - 'resume' - 'card'; END IF;
  IF "before_row" = "after_row" THEN RETURN NULL; END IF;
  UPDATE "directory_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO "next_version";
  INSERT INTO "directory_changes" ("version", "before", "after") VALUES ("next_version", "before_row", "after_row");
  DELETE FROM "directory_changes" WHERE "version" = "next_version" - 2000;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applicants_directory_change" AFTER INSERT OR UPDATE OR DELETE ON "applicants" FOR EACH ROW EXECUTE FUNCTION "directory_change_log"();--> statement-breakpoint
CREATE TRIGGER "applicants_directory_truncate" AFTER TRUNCATE ON "applicants" FOR EACH STATEMENT EXECUTE FUNCTION "directory_change_log"();
