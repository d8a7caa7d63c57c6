-- Issue 17: the keyword search moves from substrings of one folded text (trigram-rechecked, so an exact
-- count read every candidate row) to a full-text index of folded words, weighted by field, with the
-- name's cross-script keys, and a table of indexed words for typo matching.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "applicants_search_text_trgm_index";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "applicants" DROP COLUMN "search_text";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_index" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_search_vector_index" ON "applicants" USING gin ("search_vector") WHERE "applicants"."published";--> statement-breakpoint
-- Words of five letters or more (the shortest a typo is allowed in), never the name keys ('~…', '≈…'). In
-- lexeme order, so concurrent saves take the words' locks in one order.
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT "lexeme" FROM unnest(NEW."search_vector")
    WHERE char_length("lexeme") >= 5 AND left("lexeme", 1) NOT IN ('~', '≈')
    ORDER BY "lexeme"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applicants_search_words" AFTER INSERT OR UPDATE OF "search_vector" ON "applicants" FOR EACH ROW WHEN (NEW."search_vector" IS NOT NULL) EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
-- The change log (migration 0003) keeps the filters' columns; the search index is not one of them: the
-- server answers keyword searches from the index itself.
CREATE OR REPLACE FUNCTION "directory_change_log"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF TG_OP <> 'INSERT' THEN "before_row" := to_jsonb(OLD) - 'resume' - 'card' - 'search_vector'; END IF;
  IF TG_OP <> 'DELETE' THEN "after_row" := to_jsonb(NEW) - 'resume' - 'card' - 'search_vector'; END IF;
  IF "before_row" = "after_row" THEN RETURN NULL; END IF;
  UPDATE "directory_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO "next_version";
  INSERT INTO "directory_changes" ("version", "before", "after") VALUES ("next_version", "before_row", "after_row");
  DELETE FROM "directory_changes" WHERE "version" = "next_version" - 2000;
  RETURN NULL;
END
$$;
