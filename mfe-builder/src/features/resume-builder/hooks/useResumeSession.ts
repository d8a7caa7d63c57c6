import {
  downloadResumePdf,
  isApiError,
  prepareSaveOnExit,
  resumePdfFileName,
  saveBlobAs,
  saveResume,
  saveResumeOnExit,
  type SavedResume,
} from '@talent/api-sdk';
import { raiseAlert, type AlertType } from '@talent/event-bus';
import { type Language, useMessage, useTranslation } from '@talent/i18n';
import {
  ALERT_DURATION_BUILDER_MS,
  AUTOSAVE_IDLE_MS,
  AUTOSAVE_RETRY_FIRST_MS,
  AUTOSAVE_RETRY_MAX_MS,
  autoUnpublishWarning,
  liveAutoUnpublishWarning,
  resumeInLanguage,
  resumesEqual,
  SAVE_DEBOUNCE_MS,
  validateForPublish,
  type MainSpecialization,
  type PublishCheck,
  type ResumeDraft,
} from '@talent/resume-model';
import type { FormikProps } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isPendingPhoto } from '../model/draft';
import {
  forgetKeptDraft,
  forgetServerResume,
  keepDraft,
  keepServerResume,
  type KeptDraft,
} from '../model/keptDraft';
import { loadOwnDraft } from './useBuilderData';

export type SaveOutcome = 'saved' | 'unchanged' | 'failed';

/** What the top bar says of the last save, beside the Draft/Published badge (issue #23). */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed' }
  | { state: 'conflict' }
  /** Edits not saved yet: typing, or waiting for the autosave (issue 32). */
  | { state: 'unsaved' }
  /** An autosave failed; it is tried again on its own, later each time (issue 32). */
  | { state: 'retrying' }
  /** No network: the edits are kept on this device and saved when it returns (issue 32). */
  | { state: 'offline' };

/**
 * A save the server refused because the resume was saved elsewhere since this form read it (409,
 * issue 32): nothing more is saved until the applicant picks the version to keep.
 */
export interface SaveConflict {
  /** The server's words, in the page's language. */
  message: string;
  /** A choice is being carried out (the stored version read, or this one saved over it). */
  resolving: boolean;
}

interface SaveRequest {
  /** Says 'Changes saved.' in an alert: only for the Save button, not for a save the builder makes. */
  announce?: boolean;
  /** An autosave (tab switch, Next/Back): its failure shows in the status with a retry, not in an alert. */
  auto?: boolean;
  /** The last save as the page is hidden or closed: sent with keepalive, so it outlives the page. */
  onExit?: boolean;
  draft?: ResumeDraft;
}

function say(message: string, type: AlertType) {
  raiseAlert({ message, type, durationMs: ALERT_DURATION_BUILDER_MS });
}

interface SessionOptions {
  applicantId: number | null;
  /** The version (`updated_at`) the form's draft was read at; null before the first save. */
  updatedAt: string | null;
  specializations: readonly MainSpecialization[];
  /** Who is editing: the key of the edits kept on this device until the server has them (issue 32). */
  userId: number | null;
  /** The draft is edits kept on this device, opened without the server: none of it is saved yet. */
  fromDevice: boolean;
  /** Shows the field messages (spec §4: only once validation has been triggered). */
  showErrors: () => void;
}

/**
 * Save, publish, reload and PDF of the builder (spec §4 'Builder save and load', 'Resume
 * publication', 'Preview and PDF'). Saves run one at a time; what the user types while one runs is
 * never overwritten by the reload that follows it, and a failed save leaves the form as it was.
 */
export function useResumeSession(form: FormikProps<ResumeDraft>, options: SessionOptions) {
  const { t } = useTranslation('builder');
  // The rules' messages, worded in the page's language at the moment they are said.
  const text = useMessage();
  const { showErrors, specializations } = options;
  const [applicantId, setApplicantId] = useState(options.applicantId);
  const [saving, setSaving] = useState(false);
  // A publish or hide in flight: it waits for an autosave already running, and a second click meanwhile
  // is ignored (it would undo the first).
  const [toggling, setToggling] = useState(false);
  const togglingNow = useRef(false);
  const [generatingPdf, setGeneratingPdf] = useState(false);
  const [savedVersion, setSavedVersion] = useState(0);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ state: 'idle' });
  // Published as the server has it: the form's flag turns before the save that publishes has answered.
  const [publishedOnServer, setPublishedOnServer] = useState(form.initialValues.published);
  // The draft as last loaded or saved: Save is skipped while the form still equals it. Null while the
  // server's copy is unknown (the builder opened on edits kept on this device): everything is unsaved.
  const snapshot = useRef<ResumeDraft | null>(options.fromDevice ? null : form.initialValues);
  const isSaved = (draft: ResumeDraft) => snapshot.current !== null && resumesEqual(draft, snapshot.current);
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  const userId = useRef(options.userId);
  const values = useRef(form.values);
  values.current = form.values;
  // The version of the resume this form last read or saved: every save carries it, so one made on an
  // older version (the resume saved meanwhile on another phone or tab) is refused, not written over it.
  const version = useRef(options.updatedAt);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const conflicted = useRef(false);
  const running = useRef<Promise<SaveOutcome> | null>(null);
  const autosave = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retries = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formRef = useRef(form);
  formRef.current = form;
  const latestId = useRef(applicantId);
  latestId.current = applicantId;
  const context = { mainSpecializations: specializations };

  /**
   * Issue 32: the edits the server has not confirmed are kept on this device, with the version they
   * were made on; once it has them all, nothing is kept. Also fetches the anti-forgery cookie the save
   * on exit echoes, if the page has none yet.
   */
  const keepUnsaved = () => {
    const draft = values.current;
    if (userId.current === null) return;
    if (isSaved(draft)) {
      void forgetKeptDraft(userId.current);
      return;
    }
    void keepDraft(
      userId.current,
      { draft, version: version.current, applicantId: latestId.current, keptAt: Date.now() },
      snapshot.current?.image ?? null,
    );
    // A shell deployed before issue 32 shares an SDK without it.
    if (typeof prepareSaveOnExit === 'function') prepareSaveOnExit().catch(() => undefined);
  };

  /**
   * Issue 32: the resume as the server now has it (read, or confirmed by a save) is what the builder
   * opens on next time there is no network.
   */
  const keepConfirmed = (draft: ResumeDraft, id: number | null) => {
    if (userId.current === null) return;
    void keepServerResume(userId.current, { draft, version: version.current, applicantId: id });
  };

  const runSave = async (
    draft: ResumeDraft,
    { announce = true, auto = false, onExit = false }: SaveRequest,
  ): Promise<SaveOutcome> => {
    let sent = draft;
    // Until the applicant has chosen a version, nothing is saved: any save would take a side for them.
    if (conflicted.current) return 'failed';
    if (isSaved(sent)) {
      // Spec §4 skips the request. A Save the user asked for still hears that the draft is saved: an
      // autosave (a step or tab change) may have saved the last edits a moment before the tap.
      if (announce && !auto) say(t('messages.saved'), 'success');
      return 'unchanged';
    }
    // The server refuses to keep an invalid resume published; it becomes a draft, with the warning.
    const warning = autoUnpublishWarning(sent, context);
    if (warning) {
      sent = { ...sent, published: false };
      void formRef.current.setFieldValue('published', false);
      say(text(warning) ?? '', 'warning');
    }
    setSaving(true);
    setSaveStatus({ state: 'saving' });
    try {
      const saved = onExit
        ? await saveResumeOnExit(sent, version.current)
        : await saveResume(
            sent,
            isPendingPhoto(sent.image) ? (sent.image as unknown as Blob) : null,
            version.current,
          );
      // The SDK is the shell's (a shared singleton): a shell deployed before issue 32 answers nothing.
      version.current = (saved as Partial<SavedResume> | undefined)?.updatedAt ?? version.current;
      retries.current = 0;
    } catch (error) {
      // The session has ended: its copy of the resume is not shown again (what was typed stays kept).
      if (isApiError(error) && error.status === 401 && userId.current !== null) {
        void forgetServerResume(userId.current);
      }
      if (isApiError(error) && error.status === 409) {
        conflicted.current = true;
        setConflict({ message: error.serverMessage || t('conflict.fallback'), resolving: false });
        setSaveStatus({ state: 'conflict' });
        return 'failed';
      }
      if (!auto) {
        setSaveStatus({ state: 'failed' });
        say((isApiError(error) && error.serverMessage) || t('messages.saveFailed'), 'error');
        return 'failed';
      }
      // No network: the edits wait on this device, and go out as it comes back (the 'online' event).
      if (navigator.onLine === false) {
        setSaveStatus({ state: 'offline' });
        return 'failed';
      }
      // A weak network: the autosave is tried again by itself, waiting longer each time.
      setSaveStatus({ state: 'retrying' });
      const wait = Math.min(AUTOSAVE_RETRY_FIRST_MS * 2 ** retries.current, AUTOSAVE_RETRY_MAX_MS);
      retries.current += 1;
      if (retry.current) clearTimeout(retry.current);
      retry.current = setTimeout(() => void save({ announce: false, auto: true }), wait);
      return 'failed';
    } finally {
      setSaving(false);
    }
    // Spec §4: after a save the data is reloaded. What the form holds stays as the user left it: a
    // reload written over the form could drop an edit made while the save ran (React may not have
    // rendered it yet). Only a new photo takes the path the server stored it under.
    let image = sent.image;
    let savedId = latestId.current;
    try {
      const fresh = await loadOwnDraft();
      savedId = fresh.applicantId;
      setApplicantId(fresh.applicantId);
      if (isPendingPhoto(sent.image)) {
        image = fresh.draft.image;
        if (values.current.image === sent.image) void formRef.current.setFieldValue('image', image);
      }
    } catch {
      // The server has what was sent; its answer to the reload only adds the photo's path.
    }
    snapshot.current = { ...sent, image };
    keepConfirmed(snapshot.current, savedId);
    keepUnsaved();
    setSavedVersion((version) => version + 1);
    setSaveStatus({ state: 'saved', at: new Date() });
    setPublishedOnServer(sent.published);
    // The shell shows one alert at a time: an unpublish warning is not covered by 'Changes saved.'.
    if (announce && !warning) say(t('messages.saved'), 'success');
    return 'saved';
  };

  const save = useCallback(
    async ({ draft, ...request }: SaveRequest = {}) => {
      for (const timer of [debounce, autosave, retry]) if (timer.current) clearTimeout(timer.current);
      while (running.current) await running.current;
      const job = runSave(draft ?? values.current, request);
      running.current = job;
      try {
        return await job;
      } finally {
        running.current = null;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest form through refs
    [],
  );

  /**
   * Spec §2: switching tabs and the footer buttons save first, debounced 300 ms. The top bar's
   * status tells how it went; an alert on every step would cover the page (issue #23).
   */
  const scheduleSave = useCallback(() => {
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void save({ announce: false, auto: true }), SAVE_DEBOUNCE_MS);
  }, [save]);

  /** The status's retry after a failed autosave: the same quiet save, now. */
  const retrySave = useCallback(() => void save({ announce: false, auto: true }), [save]);

  useEffect(
    () => () => {
      for (const timer of [debounce, autosave, retry]) if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Issue 32: what is typed is saved once typing stops for AUTOSAVE_IDLE_MS, not only on a step change.
  useEffect(() => {
    if (autosave.current) clearTimeout(autosave.current);
    if (isSaved(form.values)) return;
    keepUnsaved();
    // Offline, the edits wait for the network (below); after a refused save, for the applicant's choice.
    if (conflicted.current || navigator.onLine === false) return;
    autosave.current = setTimeout(() => void save({ announce: false, auto: true }), AUTOSAVE_IDLE_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest form through refs
  }, [form.values, save]);

  // Issue 32: offline, nothing is sent; the edits kept on this device go out as the network returns.
  useEffect(() => {
    const onOnline = () => {
      setOnline(true);
      if (conflicted.current || isSaved(values.current)) return;
      retries.current = 0;
      void save({ announce: false, auto: true });
    };
    const onOffline = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [save]);

  // Issue 32: a phone discards a page its user has switched away from, and a tab may be closed at any
  // moment: as the page is hidden or left, the edits not yet saved go out with keepalive. It starts at
  // once (no waiting for the handshake or a save in flight), so the request leaves before the page goes.
  useEffect(() => {
    const saveOnExit = () => {
      // Offline, or waiting for a save in flight or a choice: the edits are kept on this device.
      if (conflicted.current || running.current || navigator.onLine === false) return;
      const draft = values.current;
      if (isSaved(draft)) return;
      for (const timer of [debounce, autosave, retry]) if (timer.current) clearTimeout(timer.current);
      // A new photo cannot travel with keepalive: the stored one is kept, the new one saved on return.
      const stored = snapshot.current?.image ?? null;
      const sent = isPendingPhoto(draft.image) ? { ...draft, image: stored } : draft;
      const job = runSave(sent, { announce: false, auto: true, onExit: true });
      running.current = job;
      void job.finally(() => {
        if (running.current === job) running.current = null;
      });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveOnExit();
    };
    window.addEventListener('pagehide', saveOnExit);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', saveOnExit);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest form through refs
  }, []);

  // Spec §4: an edit that breaks a required section of a published resume unpublishes it.
  const published = form.values.published;
  useEffect(() => {
    if (!published) return;
    const warning = liveAutoUnpublishWarning(form.values, context);
    if (!warning) return;
    void form.setFieldValue('published', false);
    say(text(warning) ?? '', 'warning');
    scheduleSave();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per edit of the values
  }, [form.values]);

  const validate = useCallback((): PublishCheck => {
    const check = validateForPublish(values.current, context);
    showErrors();
    say(
      check.valid ? t('messages.allValid') : (text(check.submitMessage) ?? ''),
      check.valid ? 'success' : 'error',
    );
    return check;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest form through refs
  }, [showErrors, t, text]);

  const togglePublish = useCallback(async (): Promise<PublishCheck | null> => {
    if (togglingNow.current) return null;
    const current = values.current;
    const publishing = !current.published;
    if (publishing) {
      const check = validateForPublish(current, context);
      if (!check.valid) {
        showErrors();
        say(text(check.publishMessage) ?? '', 'error');
        return check;
      }
    }
    const draft = { ...current, published: publishing };
    void formRef.current.setFieldValue('published', publishing);
    togglingNow.current = true;
    setToggling(true);
    try {
      const outcome = await save({ announce: false, draft });
      if (outcome === 'failed') {
        void formRef.current.setFieldValue('published', !publishing);
      } else {
        say(publishing ? t('messages.published') : t('messages.hidden'), 'success');
      }
    } catch {
      void formRef.current.setFieldValue('published', !publishing);
      say(t('messages.publishFailed'), 'error');
    } finally {
      togglingNow.current = false;
      setToggling(false);
    }
    return null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest form through refs
  }, [save, showErrors, t]);

  /** The applicant keeps what this form holds: saved over the version stored meanwhile, on purpose. */
  const keepMine = useCallback(async () => {
    setConflict((open) => open && { ...open, resolving: true });
    try {
      const stored = await loadOwnDraft();
      // Compared with what is stored now, so the save is made even if this form equals its last save.
      snapshot.current = stored.draft;
      version.current = stored.updatedAt;
    } catch {
      setConflict((open) => open && { ...open, resolving: false });
      say(t('messages.loadFailed'), 'error');
      return;
    }
    conflicted.current = false;
    setConflict(null);
    await save();
  }, [save, t]);

  /** The applicant takes the version stored elsewhere: the form shows it, this one's edits are dropped. */
  const keepStored = useCallback(async () => {
    setConflict((open) => open && { ...open, resolving: true });
    try {
      const stored = await loadOwnDraft();
      snapshot.current = stored.draft;
      version.current = stored.updatedAt;
      setApplicantId(stored.applicantId);
      keepConfirmed(stored.draft, stored.applicantId);
      formRef.current.resetForm({ values: stored.draft });
      setPublishedOnServer(stored.draft.published);
      setSavedVersion((count) => count + 1);
      if (userId.current !== null) void forgetKeptDraft(userId.current);
    } catch {
      setConflict((open) => open && { ...open, resolving: false });
      say(t('messages.loadFailed'), 'error');
      return;
    }
    conflicted.current = false;
    setConflict(null);
    setSaveStatus({ state: 'idle' });
  }, [t]);

  const reload = useCallback(async () => {
    try {
      const fresh = await loadOwnDraft();
      snapshot.current = fresh.draft;
      version.current = fresh.updatedAt;
      setApplicantId(fresh.applicantId);
      keepConfirmed(fresh.draft, fresh.applicantId);
      formRef.current.resetForm({ values: fresh.draft });
      setPublishedOnServer(fresh.draft.published);
      setSavedVersion((version) => version + 1);
      if (userId.current !== null) void forgetKeptDraft(userId.current);
    } catch {
      say(t('messages.loadFailed'), 'error');
    }
  }, [t]);

  /**
   * Issue 32: the edits kept on this device from an earlier visit come back into the form, on the
   * version they were made on: if the resume was saved elsewhere since, their save asks which to keep.
   */
  const restoreKept = useCallback((kept: KeptDraft) => {
    version.current = kept.version;
    void formRef.current.setValues(kept.draft);
  }, []);

  /** The applicant drops the edits kept on this device. */
  const discardKept = useCallback(() => {
    if (userId.current !== null) void forgetKeptDraft(userId.current);
  }, []);

  const downloadPdf = useCallback(
    async (language?: Language) => {
      if (generatingPdf) return;
      if (applicantId === null) {
        say(t('messages.pdfNoData'), 'error');
        return;
      }
      setGeneratingPdf(true);
      try {
        // The PDF is made from the saved resume, so unsaved edits go in first.
        if ((await save({ announce: false })) === 'failed') return;
        const blob = await (language
          ? downloadResumePdf(applicantId, { language })
          : downloadResumePdf(applicantId));
        // Named as the version it prints (issue 31): «Ahmed Ali.pdf» for the English one of «أحمد علي».
        const printed = language ? resumeInLanguage(values.current, language) : values.current;
        saveBlobAs(blob, resumePdfFileName(printed.contact.fullName));
        say(t('messages.pdfDownloaded'), 'success');
      } catch (error) {
        say((isApiError(error) && error.serverMessage) || t('messages.pdfFailed'), 'error');
      } finally {
        setGeneratingPdf(false);
      }
    },
    [applicantId, generatingPdf, save, t],
  );

  const dirty = !isSaved(form.values);
  // What the top bar says: edits made since the last save read 'Unsaved changes' until one is sent;
  // offline, that they wait on this device.
  const shownStatus: SaveStatus =
    dirty && !online && saveStatus.state !== 'conflict' && saveStatus.state !== 'saving'
      ? { state: 'offline' }
      : dirty && (saveStatus.state === 'idle' || saveStatus.state === 'saved')
        ? { state: 'unsaved' }
        : saveStatus;

  return {
    applicantId,
    saving,
    toggling,
    generatingPdf,
    savedVersion,
    saveStatus: shownStatus,
    /** The browser says it has a network (`navigator.onLine`); offline, nothing is sent. */
    online,
    conflict,
    keepMine,
    keepStored,
    restoreKept,
    discardKept,
    publishedOnServer,
    dirty,
    save,
    scheduleSave,
    retrySave,
    validate,
    togglePublish,
    reload,
    downloadPdf,
  };
}
