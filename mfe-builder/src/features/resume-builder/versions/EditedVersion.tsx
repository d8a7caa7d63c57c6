import type { Language } from '@talent/i18n';
import { createContext, useContext } from 'react';

/**
 * The version of the resume being translated in the builder (issue 31), or null for the main version:
 * the preview and the PDF button follow it.
 */
export interface EditedVersion {
  edited: Language | null;
  setEdited: (language: Language | null) => void;
}

export const EditedVersionContext = createContext<EditedVersion>({
  edited: null,
  setEdited: () => undefined,
});

export function useEditedVersion(): EditedVersion {
  return useContext(EditedVersionContext);
}
