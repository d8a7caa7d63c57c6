-- Issue 23: an applicant may keep their e-mail off the public resume, and so off the directory's card.
-- The card's e-mail is empty when the resume says `"showEmail": false`. Resumes saved before the choice
-- hold no such key and give the same card as before, so the stored cards stay what this function makes
-- of them; a resume saved with the choice gets its card anew, as every update of the row computes it.
CREATE OR REPLACE FUNCTION "directory_card"("resume" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object(
    'image', "resume" -> 'image',
    'summary', "resume" -> 'summary',
    'email', CASE WHEN "resume" -> 'contact' -> 'showEmail' = 'false'::jsonb THEN '""'::jsonb
                  ELSE "resume" -> 'contact' -> 'email' END,
    'tools', "resume" -> 'tools',
    'specializations', "resume" -> 'specializations'
  )
$$;
