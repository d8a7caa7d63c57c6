import { alignTranslations, type ResumeDraft } from '@talent/resume-model';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Keeps the versions in other languages aligned with the main version (issue 31): an entry removed
 * there leaves every version at the same position, so entry N still translates entry N.
 */
export function VersionAlignment() {
  const { values, setValues } = useFormikContext<ResumeDraft>();
  const previous = useRef(values);
  useEffect(() => {
    const aligned = alignTranslations(previous.current, values);
    previous.current = aligned;
    if (aligned !== values) void setValues(aligned, false);
  }, [values, setValues]);
  return null;
}
