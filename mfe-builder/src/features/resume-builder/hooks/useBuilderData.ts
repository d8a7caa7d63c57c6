import { getProfile, getSelectables, isApiError } from '@talent/api-sdk';
import { auth$, raiseAlert } from '@talent/event-bus';
import { i18n } from '@talent/i18n';
import {
  ALERT_DURATION_BUILDER_MS,
  seedForFirstLoad,
  type MainSpecialization,
  type ResumeDraft,
  type StringReferenceListName,
} from '@talent/resume-model';
import { useCallback, useEffect, useState } from 'react';
import { draftFromProfile } from '../model/draft';

export interface ReferenceLists {
  cities: string[];
  specializations: MainSpecialization[];
  degrees: string[];
  skills: string[];
  participation: string[];
}

export type BuilderData =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      applicantId: number | null;
      draft: ResumeDraft;
      /** The version (`updated_at`) the draft was read at; null before the first save. */
      updatedAt: string | null;
      reference: ReferenceLists;
    };

/** The signed-in applicant's resume as a draft, fresh from the server, with its version. */
export async function loadOwnDraft(): Promise<{
  applicantId: number | null;
  draft: ResumeDraft;
  updatedAt: string | null;
}> {
  const { user, ...profile } = await getProfile();
  return {
    applicantId: typeof profile.id === 'number' ? profile.id : null,
    draft: draftFromProfile(profile, user ?? auth$.getValue().user),
    updatedAt: typeof profile.updated_at === 'string' ? profile.updated_at : null,
  };
}

/**
 * Loads the resume and the builder's reference lists (spec §7 selectables). A list that fails
 * leaves its choices empty; cities, specialisations and skills say so (spec §8), the rest are only
 * logged.
 */
export function useBuilderData(): { data: BuilderData; retry: () => void } {
  const [data, setData] = useState<BuilderData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A language switch must not reload the resume (and drop what the user typed), so the load does
    // not depend on the page's `t`: its failures are worded in the language of their moment.
    const t = i18n.getFixedT(null, 'builder');
    let current = true;
    const failedAlert = (message: string) => {
      if (current) raiseAlert({ message, type: 'error', durationMs: ALERT_DURATION_BUILDER_MS });
    };
    const strings = (name: StringReferenceListName, message?: string) =>
      getSelectables(name).catch((error: unknown) => {
        if (message) failedAlert(message);
        else console.warn(`The ${name} list did not load`, error);
        return [] as string[];
      });
    setData({ status: 'loading' });
    void Promise.all([
      loadOwnDraft(),
      strings('cities', t('messages.citiesFailed')),
      getSelectables('specializations').catch(() => {
        failedAlert(t('messages.specializationsFailed'));
        return [] as MainSpecialization[];
      }),
      strings('degrees'),
      strings('skills', t('messages.skillsFailed')),
      strings('participation'),
    ])
      .then(([own, cities, specializations, degrees, skills, participation]) => {
        if (!current) return;
        setData({
          status: 'ready',
          applicantId: own.applicantId,
          // Spec §4: on first load empty lists get one blank entry; no specialisation is ticked (issue #23).
          draft: seedForFirstLoad(own.draft),
          updatedAt: own.updatedAt,
          reference: { cities, specializations, degrees, skills, participation },
        });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // A 401: the session has ended, and the shell says so and goes to login (spec §2).
        if (!(isApiError(error) && error.status === 401)) failedAlert(t('messages.loadFailed'));
        setData({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { data, retry };
}
