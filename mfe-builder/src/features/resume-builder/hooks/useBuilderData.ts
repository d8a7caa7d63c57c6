import { getProfile, getSelectables, isApiError } from '@talent/api-sdk';
import { auth$, raiseAlert } from '@talent/event-bus';
import { i18n } from '@talent/i18n';
import {
  ALERT_DURATION_BUILDER_MS,
  resumesEqual,
  seedForFirstLoad,
  type MainSpecialization,
  type ResumeDraft,
  type StringReferenceListName,
} from '@talent/resume-model';
import { useCallback, useEffect, useState } from 'react';
import { draftFromProfile } from '../model/draft';
import {
  forgetKeptDraft,
  forgetServerResume,
  keepReferenceLists,
  keepServerResume,
  readKeptDraft,
  readKeptReferenceLists,
  readServerResume,
  type KeptDraft,
} from '../model/keptDraft';

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
      /** Who is editing: the key of the edits kept on this device (issue 32); null outside a session. */
      userId: number | null;
      /** Edits kept on this device that the server never confirmed, offered back (issue 32). */
      kept: KeptDraft | null;
      /**
       * The server could not be reached: `draft` is the edits kept on this device, not the server's
       * copy, so all of it waits to be saved.
       */
      fromDevice: boolean;
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
    const userId = auth$.getValue().user?.id ?? null;
    const keptLists = readKeptReferenceLists();
    // A list that does not load is the one last read on this device, if any (issue 32: the builder
    // opens without a network); otherwise its choices stay empty and the user is told.
    const orKept = async <T>(name: string, list: Promise<T[]>, failure: (error: unknown) => void) => {
      try {
        return { list: await list, fresh: true };
      } catch (error) {
        const kept = (await keptLists)?.[name];
        if (Array.isArray(kept)) return { list: kept as T[], fresh: false };
        failure(error);
        return { list: [] as T[], fresh: false };
      }
    };
    const strings = (name: StringReferenceListName, message?: string) =>
      orKept(name, getSelectables(name), (error) => {
        if (message) failedAlert(message);
        else console.warn(`The ${name} list did not load`, error);
      });
    setData({ status: 'loading' });
    void Promise.all([
      loadOwnDraft().then(
        (own) => ({ own, error: null }),
        (error: unknown) => ({ own: null, error }),
      ),
      userId === null ? null : readKeptDraft(userId),
      userId === null ? null : readServerResume(userId),
      strings('cities', t('messages.citiesFailed')),
      orKept('specializations', getSelectables('specializations'), () =>
        failedAlert(t('messages.specializationsFailed')),
      ),
      strings('degrees'),
      strings('skills', t('messages.skillsFailed')),
      strings('participation'),
    ]).then(([{ own, error }, kept, lastRead, cities, specializations, degrees, skills, participation]) => {
      if (!current) return;
      const lists = { cities, specializations, degrees, skills, participation };
      const reference = Object.fromEntries(
        Object.entries(lists).map(([name, { list }]) => [name, list]),
      ) as unknown as ReferenceLists;
      if (Object.values(lists).every(({ fresh }) => fresh)) void keepReferenceLists(reference);
      if (own === null) {
        // A 401: the session has ended, and the shell says so and goes to login (spec §2).
        // Its copy of the resume is not shown again, to whoever opens the builder next.
        if (isApiError(error) && error.status === 401) {
          if (userId !== null) void forgetServerResume(userId);
          setData({ status: 'failed' });
          return;
        }
        if (kept === null && lastRead !== null) {
          // Issue 32: no server and nothing unsaved: the builder opens on the resume as the server last
          // answered it here, which is then the saved version (`fromDevice` false: nothing waits).
          setData({
            status: 'ready',
            applicantId: lastRead.applicantId,
            draft: seedForFirstLoad(lastRead.draft),
            updatedAt: lastRead.version,
            reference,
            userId,
            kept: null,
            fromDevice: false,
          });
          return;
        }
        if (kept === null) {
          failedAlert(t('messages.loadFailed'));
          setData({ status: 'failed' });
          return;
        }
        // Issue 32: no server, but edits kept on this device: the builder opens on them, to save later.
        setData({
          status: 'ready',
          applicantId: kept.applicantId,
          draft: kept.draft,
          updatedAt: kept.version,
          reference,
          userId,
          kept: null,
          fromDevice: true,
        });
        return;
      }
      if (userId !== null)
        void keepServerResume(userId, {
          draft: own.draft,
          version: own.updatedAt,
          applicantId: own.applicantId,
        });
      // Spec §4: on first load empty lists get one blank entry; no specialisation is ticked (issue #23).
      const draft = seedForFirstLoad(own.draft);
      const offered = kept !== null && !resumesEqual(kept.draft, draft) ? kept : null;
      if (kept !== null && offered === null && userId !== null) void forgetKeptDraft(userId);
      setData({
        status: 'ready',
        applicantId: own.applicantId,
        draft,
        updatedAt: own.updatedAt,
        reference,
        userId,
        kept: offered,
        fromDevice: false,
      });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { data, retry };
}
