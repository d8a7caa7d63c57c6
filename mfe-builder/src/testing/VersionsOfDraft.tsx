import type { Language } from '@talent/i18n';
import type { ResumeDraft } from '@talent/resume-model';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { EditedVersionContext } from '../features/resume-builder/versions/EditedVersion';
import { VersionsSection } from '../features/resume-builder/versions/VersionsSection';

/**
 * The builder's versions in other languages (issue 31) on their own, for stories: the draft in the
 * builder's form, and the version being translated, which the workspace keeps for the preview and PDF.
 */
export function VersionsOfDraft({
  draft,
  translating = null,
}: {
  draft: ResumeDraft;
  translating?: Language | null;
}) {
  const [edited, setEdited] = useState<Language | null>(translating);
  const version = useMemo(() => ({ edited, setEdited }), [edited]);
  return (
    <Formik initialValues={draft} onSubmit={() => undefined}>
      <EditedVersionContext.Provider value={version}>
        <VersionsSection />
      </EditedVersionContext.Provider>
    </Formik>
  );
}
