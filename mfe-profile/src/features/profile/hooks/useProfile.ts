import { getProfile, resetResume, type ProfileResponse } from '@talent/api-sdk';
import { currentAuthState } from '@talent/event-bus';
import type { ApplicantProfile } from '@talent/resume-model';
import { useCallback, useEffect, useState } from 'react';

export type ProfileState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; applicant: ApplicantProfile };

// Profiles the shell loaded that this page has already shown once. The shell loads the profile when a
// session starts or is restored; that copy is fresh for the first visit only. Any later visit (say,
// back from the builder after a save) fetches again, so the page never shows what the server no
// longer holds.
const shownFromShell = new WeakSet<ApplicantProfile>();

function freshFromShell(): ApplicantProfile | null {
  const { applicant } = currentAuthState();
  return applicant !== null && !shownFromShell.has(applicant) ? applicant : null;
}

function isProfile(value: unknown): value is ApplicantProfile {
  return typeof value === 'object' && value !== null && 'contact' in value && 'updated_at' in value;
}

function withoutUser({ user: _user, ...applicant }: ProfileResponse): ApplicantProfile {
  return applicant;
}

/** The signed-in user's profile (`GET /api/profile`) as the page shows it, with retry and reset. */
export function useProfile() {
  const [initial] = useState(freshFromShell);
  const [state, setState] = useState<ProfileState>(
    initial ? { status: 'ready', applicant: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && initial) {
      shownFromShell.add(initial);
      return undefined;
    }
    let current = true;
    getProfile().then(
      (profile) => {
        if (current) setState({ status: 'ready', applicant: withoutUser(profile) });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, initial]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** Empties the resume on the server and shows the emptied profile; rejects when the server refuses. */
  const reset = useCallback(async () => {
    const answer = await resetResume();
    // Spec §7: the reset answer carries the profile. One in another envelope would show as a blank
    // page with wrong figures, so the page then asks for the profile instead.
    const applicant = isProfile(answer) ? answer : withoutUser(await getProfile());
    setState({ status: 'ready', applicant });
  }, []);

  return { state, retry, reset };
}
