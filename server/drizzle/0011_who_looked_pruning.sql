-- Issue 19, who looked: the nightly job deletes the rows older than 90 days by viewed_at alone
-- (pruneOldResumeViews). The applicant's index leads with applicant_id, so without this one each night
-- read the whole table, which grows with every view of every resume.
CREATE INDEX "resume_views_viewed_at_index" ON "resume_views" USING btree ("viewed_at");
