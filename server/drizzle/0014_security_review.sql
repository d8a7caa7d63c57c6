-- Issue 34: a company's views of a resume were one row each (300 requests, 300 rows). They are one row
-- per company, resume, kind and day (UTC) now, counted up; its viewed_at is the day's last view, so the
-- applicant's "who looked" (sums and the last view) reads the same. The rows so far are merged first.
WITH "merged" AS (
  DELETE FROM "resume_views" WHERE "viewer_id" IS NOT NULL
  RETURNING "applicant_id", "viewer_id", "kind", "count", "viewed_at"
)
INSERT INTO "resume_views" ("applicant_id", "viewer_id", "kind", "count", "viewed_at")
SELECT "applicant_id", "viewer_id", "kind", sum("count")::integer, max("viewed_at")
FROM "merged"
GROUP BY "applicant_id", "viewer_id", "kind", (("viewed_at" at time zone 'UTC')::date);--> statement-breakpoint
CREATE UNIQUE INDEX "resume_views_company_day_unique" ON "resume_views" USING btree ("applicant_id","viewer_id","kind",(("viewed_at" at time zone 'UTC')::date)) WHERE "resume_views"."viewer_id" is not null;
--> statement-breakpoint
-- Issue 34: the typo table held every word of every draft for ever, an anonymous answer to "did any
-- resume ever hold W". It takes the words of published resumes only (publishing adds them), and the
-- nightly job prunes the words no published resume holds any more (pruneSearchWords); so does this.
DROP TRIGGER "applicants_search_words" ON "applicants";--> statement-breakpoint
CREATE TRIGGER "applicants_search_words" AFTER INSERT OR UPDATE OF "search_vector", "published" ON "applicants" FOR EACH ROW WHEN (NEW."search_vector" IS NOT NULL AND NEW."published") EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
WITH "kept" AS MATERIALIZED (
  SELECT "word" FROM ts_stat('SELECT "search_vector" FROM "applicants" WHERE "published" AND "search_vector" IS NOT NULL')
)
DELETE FROM "search_words" WHERE NOT EXISTS (SELECT 1 FROM "kept" WHERE "kept"."word" = "search_words"."word");
