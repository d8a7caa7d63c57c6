import {
  ApiError,
  downloadResumePdf,
  getProfile,
  getSelectables,
  previewResumeHtml,
  saveBlobAs,
  saveResume,
  saveResumeOnExit,
} from '@talent/api-sdk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResumeDraft } from '@talent/resume-model';
import { aProfileAnswer, referenceLists, SPECIALIZATIONS } from '@talent/test-kit';
import { Route, Routes } from 'react-router-dom';
import ResumeBuilderPage from '../features/resume-builder/ResumeBuilderPage';
import { renderAt } from './renderAt';

// Tests that use these helpers stub the SDK's calls with sdkBoundary.ts's `stubbedSdk` (see there).
export const calls = {
  getProfile: () => jest.mocked(getProfile),
  getSelectables: () => jest.mocked(getSelectables),
  saveResume: () => jest.mocked(saveResume),
  saveResumeOnExit: () => jest.mocked(saveResumeOnExit),
  previewResumeHtml: () => jest.mocked(previewResumeHtml),
  downloadResumePdf: () => jest.mocked(downloadResumePdf),
  saveBlobAs: () => jest.mocked(saveBlobAs),
};

/** The reference lists, with a third main specialisation for the tests that tick one beyond the limit. */
const lists: Record<string, unknown> = {
  ...referenceLists(),
  specializations: [
    ...SPECIALIZATIONS,
    { id: 3, title: 'Engineering', children: [{ id: 301, title: 'Civil Engineering' }] },
  ],
};

/** The server's 409 to a save made on an older version of the resume (issue 32). */
export const STALE_SAVE_MESSAGE =
  'Your resume was changed on another device or tab after you opened it here. Nothing was saved: choose which version to keep.';

/**
 * A server that keeps what is saved: the profile answers with the last saved draft (the phone as
 * the server writes it is left to the test). Each save makes a new version (`updated_at`); a save
 * made on an older one is refused with 409 and keeps nothing, as the API does. `saveElsewhere` is a
 * save from another phone or tab.
 */
export function serveResume(initial: ResumeDraft) {
  let stored = initial;
  let saves = 0;
  const version = () => new Date(Date.UTC(2026, 10, 26, 22, 0, 0, saves)).toISOString();
  const keep = (draft: ResumeDraft) => {
    stored = { ...draft, image: typeof draft.image === 'string' ? draft.image : null };
    saves += 1;
  };
  calls.getProfile().mockImplementation(async () => ({ ...aProfileAnswer(stored), updated_at: version() }));
  calls.getSelectables().mockImplementation((async (name: string) => lists[name] ?? []) as never);
  const answerSave = async (draft: ResumeDraft, readAt?: string | null) => {
    if (readAt && readAt !== version()) {
      throw new ApiError('Request failed with status code 409', 409, STALE_SAVE_MESSAGE);
    }
    keep(draft);
    return { updatedAt: version() };
  };
  calls.saveResume().mockImplementation((draft, _image, readAt) => answerSave(draft, readAt));
  calls.saveResumeOnExit().mockImplementation(answerSave);
  calls.previewResumeHtml().mockResolvedValue('<!DOCTYPE html><html><head></head><body></body></html>');
  return { stored: () => stored, saveElsewhere: keep };
}

/** Opens the builder at /resume-builder and waits for the resume to load. */
export async function openBuilder(options: { timers?: boolean } = {}) {
  const user = userEvent.setup(
    options.timers ? { advanceTimers: jest.advanceTimersByTime, delay: null } : { delay: null },
  );
  renderAt(
    '/resume-builder',
    <Routes>
      <Route path="/resume-builder" element={<ResumeBuilderPage />} />
      <Route path="/profile" element={<h1>Your Profile</h1>} />
    </Routes>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Resume Builder' });
  await screen.findByRole('tablist', { name: 'Resume sections' });
  return user;
}
