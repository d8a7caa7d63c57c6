-- Issue 30: the directory's 'Languages spoken' filter reads each resume's spoken languages by their English
-- names (src/reference-data/spoken-languages.ts), kept in the row like the other filter columns (STORAGE
-- MAIN, as migration 0012 explains). Null until a server of this version has read them from the resume:
-- src/applicants/filter-columns.ts fills them at start-up, and with them the birth date a hidden one
-- must not give to the age filters.
ALTER TABLE "applicants" ADD COLUMN "spoken_languages" text[];--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "spoken_languages" SET STORAGE MAIN;--> statement-breakpoint
-- Not partial, as the specialisations' (migration 0012), so the planner ANDs it with the keyword's index.
CREATE INDEX "applicants_spoken_languages_index" ON "applicants" USING gin ("spoken_languages");
