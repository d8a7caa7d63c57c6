-- Issue 17, facet speed. Two things kept the facet counts and a keyword combined with filters slow.
--
-- 1. The filters' own columns lived in TOAST. Migration 0010 set toast_tuple_target = 128 so the large
--    resume, card and search_vector leave the row; but the toaster also moves out any other value of the
--    default storage longer than a TOAST pointer, and the specialisation and degree arrays (and a long
--    name) are: each facet count or array filter then fetched every matching row's arrays from the TOAST
--    table, three to four pages each (35,000 page reads per array group for a keyword with 11,000
--    matches: 0.65 s of the statement's 0.80 s). STORAGE MAIN keeps them in the row, compressed
--    only if the row is still too large after the large values left. The new storage applies to values
--    written from now on, so the table is rewritten once: ALTER TYPE of `degrees` to its own type USING a
--    copy of the value forces the rewrite, which fetches every out-of-line value back and stores it by
--    its column's new storage. One statement, so one rewrite.
ALTER TABLE "applicants"
  ALTER COLUMN "degrees" SET STORAGE MAIN,
  ALTER COLUMN "main_specialization_ids" SET STORAGE MAIN,
  ALTER COLUMN "sub_specialization_ids" SET STORAGE MAIN,
  ALTER COLUMN "full_name" SET STORAGE MAIN,
  ALTER COLUMN "city" SET STORAGE MAIN,
  ALTER COLUMN "zone" SET STORAGE MAIN,
  ALTER COLUMN "gender" SET STORAGE MAIN,
  ALTER COLUMN "degrees" TYPE text[] USING "degrees" || '{}'::text[];--> statement-breakpoint
-- 2. The planner never combined the keyword's index with a specialisation's (a BitmapAnd): both were
--    partial indexes WHERE published, and an index whose predicate uses a condition another chosen index
--    already uses is taken for redundant (choose_bitmap_and). So a keyword with a specialisation read
--    every row of the specialisation (14,000 at 100,000 resumes) and tested the keyword on each, its
--    document fetched from TOAST. Without the predicate the specialisation indexes are ANDed with the
--    keyword's; they hold the few drafts too, which the query's `published` leaves out.
DROP INDEX "applicants_main_specialization_ids_index";--> statement-breakpoint
DROP INDEX "applicants_sub_specialization_ids_index";--> statement-breakpoint
CREATE INDEX "applicants_main_specialization_ids_index" ON "applicants" USING gin ("main_specialization_ids");--> statement-breakpoint
CREATE INDEX "applicants_sub_specialization_ids_index" ON "applicants" USING gin ("sub_specialization_ids");
