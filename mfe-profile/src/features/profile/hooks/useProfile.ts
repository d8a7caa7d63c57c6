import { getProfile, resetResume, type ProfileResponse } from '@talent/api-sdk';
import { currentAuthState } from '@talent/event-bus';
import { contactWithAccount, type ApplicantProfile, type User } from '@talent/resume-model';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ProfileState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; applicant: ApplicantProfile };

function isProfile(value: unknown): value is ApplicantProfile {
  return typeof value === 'object' && value !== null && 'contact' in value && 'updated_at' in value;
}

/**
 * The resume as the page shows it: before the first save it holds no name or e-mail, so the account's
 * (given at sign-up) show and count instead (issue #23). A company's profile has no contact to fill.
 */
function withAccount(applicant: ApplicantProfile, user: User | null | undefined): ApplicantProfile {
  if (typeof applicant.contact !== 'object' || applicant.contact === null) return applicant;
  return { ...applicant, contact: contactWithAccount(applicant.contact, user) };
}

function withoutUser({ user, ...applicant }: ProfileResponse): ApplicantProfile {
  return withAccount(applicant, user);
}

function initialState(): ProfileState {
  const { applicant, user } = currentAuthState();
  return applicant ? { status: 'ready', applicant: withAccount(applicant, user) } : { status: 'loading' };
}

/**
 * The signed-in user's profile (`GET /api/profile`) as the page shows it, with retry and reset.
 *
 * The shell's copy (loaded when the session began) shows at once, so the page opens without a loader,
 * but it may predate a save in the builder: the page always asks the server too and shows its answer.
 * Without a copy, a loader shows until the answer is in.
 */
export function useProfile() {
  const [state, setState] = useState<ProfileState>(initialState);
  const [attempt, setAttempt] = useState(0);
  // Only the latest load or reset may set what is shown: a slow load must not bring back a resume
  // that was reset while it ran.
  const latest = useRef(0);

  useEffect(() => {
    const mine = ++latest.current;
    getProfile().then(
      (profile) => {
        if (mine === latest.current) setState({ status: 'ready', applicant: withoutUser(profile) });
      },
      () => {
        // With the shell's copy on screen, a failed refresh leaves it there rather than blanking the page.
        if (mine === latest.current)
          setState((shown) => (shown.status === 'ready' ? shown : { status: 'failed' }));
      },
    );
    return () => {
      if (mine === latest.current) latest.current += 1;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** Empties the resume on the server and shows the emptied profile; rejects when the server refuses. */
  const reset = useCallback(async () => {
    const mine = ++latest.current;
    const answer = await resetResume();
    // Spec §7: the reset answer carries the profile. One in another envelope would show as a blank
    // page with wrong figures, so the page then asks for the profile instead.
    const applicant = isProfile(answer)
      ? withAccount(answer, currentAuthState().user)
      : withoutUser(await getProfile());
    if (mine === latest.current) setState({ status: 'ready', applicant });
  }, []);

  return { state, retry, reset };
}
