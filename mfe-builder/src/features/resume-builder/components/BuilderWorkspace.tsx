import { useTranslation } from '@talent/i18n';
import type { Language } from '@talent/i18n';
import {
  availableLanguages,
  LARGE_SCREEN_BREAKPOINT_PX,
  publicResumePath,
  RESUME_SECTIONS,
  RESUME_TABS,
  resumeInLanguage,
  validateResume,
  type ResumeDraft,
} from '@talent/resume-model';
import { Button, Modal, Tabs, VisuallyHidden } from '@talent/ui';
import { FormikProvider, useFormik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useActiveTab, type ResumeTab } from '../hooks/useActiveTab';
import type { ReferenceLists } from '../hooks/useBuilderData';
import { useLeaveWarning } from '../hooks/useLeaveWarning';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useResumeSession } from '../hooks/useResumeSession';
import { PreviewPanel } from '../preview/PreviewPanel';
import { EducationTab } from '../sections/EducationTab';
import { EntrySectionEditors } from '../sections/EntrySectionEditors';
import { ExperienceTab } from '../sections/ExperienceTab';
import { PersonalTab } from '../sections/PersonalTab';
import { SkillsActivitiesTab } from '../sections/SkillsActivitiesTab';
import type { KeptDraft } from '../model/keptDraft';
import { ConflictDialog } from './ConflictDialog';
import { OfflineNotice } from './OfflineNotice';
import { RestoreOffer } from './RestoreOffer';
import { SplitView } from './SplitView';
import { TopBar } from './TopBar';
import { PublicLinkPanel } from './PublicLinkPanel';
import { useValidation, ValidationProvider } from './validation';
import { ImportFromFile } from '../import/ImportFromFile';
import { isEmptyDraft } from '../import/importedDraft';
import { EditedVersionContext } from '../versions/EditedVersion';
import { VersionAlignment } from '../versions/VersionAlignment';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  block-size: 100vh;
  block-size: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

const Main = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow: auto;
`;

const FormArea = styled.form`
  display: grid;
  /* One column no wider than the screen: the tab strip scrolls inside it rather than widening the form
     past a 360 px phone (an auto column grows to the strip's full width). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  max-inline-size: 56rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

/*
 * On a phone the step's name has a row of its own above Back and Next, so a long name («هەنگاوی ٤ لە ٤:
 * کارامەیی و چالاکییەکان») never pushes Next under Back at the start edge: forward stays at the end.
 */
const StepLabel = styled.span`
  flex: 1 1 100%;
  order: -1;
  text-align: center;

  ${({ theme }) => theme.media.md} {
    flex: 0 1 auto;
    order: 0;
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  background: ${({ theme }) => theme.colors.surface};
`;

const ErrorMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.tones.danger.accent};
`;

const LEAVE_TO = '/profile';

interface WorkspaceProps {
  initialDraft: ResumeDraft;
  applicantId: number | null;
  /** The version (`updated_at`) the draft was read at, which its saves carry (issue 32). */
  updatedAt: string | null;
  reference: ReferenceLists;
  /** The key of the edits kept on this device (issue 32). */
  userId: number | null;
  /** Edits an earlier visit kept on this device, offered back. */
  kept: KeptDraft | null;
  /** The draft is those edits, opened without the server. */
  fromDevice: boolean;
}

export function BuilderWorkspace(props: WorkspaceProps) {
  const form = useFormik<ResumeDraft>({
    initialValues: props.initialDraft,
    // Rules run through the validation provider, when the user asks for them (spec §4).
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  return (
    <FormikProvider value={form}>
      <ValidationProvider values={form.values} specializations={props.reference.specializations}>
        <VersionAlignment />
        <Workspace {...props} />
      </ValidationProvider>
    </FormikProvider>
  );
}

function Workspace({
  applicantId: loadedId,
  updatedAt,
  reference,
  userId,
  kept,
  fromDevice,
}: WorkspaceProps) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const { showErrors } = useValidation();
  const form = useFormikContext<ResumeDraft>();
  const session = useResumeSession(form, {
    applicantId: loadedId,
    updatedAt,
    specializations: reference.specializations,
    userId,
    fromDevice,
    showErrors,
  });
  const [offered, setOffered] = useState(kept);
  const [tab, setTab] = useActiveTab();
  // Issue 31: the version being translated; the preview and the PDF follow it.
  const [editedVersion, setEditedVersion] = useState<Language | null>(null);
  const edited =
    editedVersion !== null && availableLanguages(form.values).includes(editedVersion) ? editedVersion : null;
  const versionContext = useMemo(() => ({ edited, setEdited: setEditedVersion }), [edited]);
  // The translation view lives on the Personal step: another step edits the main version, and shows it.
  useEffect(() => {
    if (tab !== 'personal') setEditedVersion(null);
  }, [tab]);
  const largeScreen = useMediaQuery(`(min-width: ${LARGE_SCREEN_BREAKPOINT_PX}px)`);
  const [previewOnLarge, setPreviewOnLarge] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [confirm, setConfirm] = useState<'leave' | 'refresh' | 'unpublish' | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // After a refused check the first field to fix takes focus, so its label and message are read.
  const [focusRequest, setFocusRequest] = useState(0);
  useLeaveWarning(session.dirty);

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Next and Back bring the new step in at its top (its tab strip in view, not the old scroll offset)
  // and move focus to its first heading, so a screen reader announces where the user now is.
  const [stepRequest, setStepRequest] = useState(0);
  useEffect(() => {
    if (stepRequest === 0) return;
    const form = formElement.current;
    if (!form) return;
    form.scrollIntoView?.({ block: 'start' });
    const heading = form.querySelector<HTMLElement>('[role="tabpanel"] h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [stepRequest]);

  // After a publish the public link comes into view and takes focus, wherever the Publish used was.
  const [shareRequest, setShareRequest] = useState(0);
  const shareHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shareRequest === 0) return;
    // The whole panel, link and Copy link with it, mid-screen: on a phone the success alert holds the
    // foot of the screen.
    shareHeading.current?.closest('section')?.scrollIntoView?.({ block: 'center' });
    shareHeading.current?.focus({ preventScroll: true });
  }, [shareRequest]);
  const publicUrl =
    session.publishedOnServer && session.applicantId !== null
      ? new URL(publicResumePath(session.applicantId), window.location.origin).href
      : null;

  const previewShown = largeScreen ? previewOnLarge : overlayOpen;
  const tabIndex = RESUME_TABS.indexOf(tab);
  const tabLabel = (id: ResumeTab) => t(`tabs.${id}`);

  // After Validate or a refused Publish, each tab still holding errors carries a mark (seen and
  // heard), checked again as the user edits so it leaves once the tab is right.
  const [marksShown, setMarksShown] = useState(false);
  const tabsWithErrors = useMemo(() => {
    if (!marksShown) return new Set<ResumeTab>();
    const failing = validateResume(form.values, { mainSpecializations: reference.specializations });
    return new Set(
      RESUME_SECTIONS.filter((section) => failing.some((failure) => failure.section === section.name)).map(
        (section) => section.tab as ResumeTab,
      ),
    );
  }, [marksShown, form.values, reference.specializations]);
  const tabItem = (id: ResumeTab) => ({
    id,
    label: tabsWithErrors.has(id) ? (
      <>
        {tabLabel(id)}
        <ErrorMark aria-hidden="true">●</ErrorMark>
        <VisuallyHidden> {t('tabs.needsFixing')}</VisuallyHidden>
      </>
    ) : (
      tabLabel(id)
    ),
  });

  const goToTab = (next: ResumeTab) => {
    if (next === tab) return;
    setTab(next);
    session.scheduleSave();
  };

  const goToStep = (next: ResumeTab) => {
    goToTab(next);
    setStepRequest((count) => count + 1);
  };

  const onValidate = () => {
    setMarksShown(true);
    const check = session.validate();
    const first = RESUME_SECTIONS.find((section) => section.name === check.sections[0]);
    if (first) {
      setTab(first.tab);
      setFocusRequest((count) => count + 1);
    }
  };

  const onTogglePublish = async () => {
    const publishing = !form.values.published;
    const refused = await session.togglePublish();
    if (publishing && !refused) setShareRequest((count) => count + 1);
    if (refused) setMarksShown(true);
    const first = RESUME_SECTIONS.find((section) => section.name === refused?.sections[0]);
    if (first) {
      setTab(first.tab);
      setFocusRequest((count) => count + 1);
    }
  };

  // Unpublishing takes the resume out of the directory and breaks its shared link, so it asks first.
  const onPublishAction = () => {
    if (form.values.published) setConfirm('unpublish');
    else void onTogglePublish();
  };

  const onBack = () => {
    if (session.dirty) setConfirm('leave');
    else navigate(LEAVE_TO);
  };

  const onRefresh = () => {
    if (session.dirty) setConfirm('refresh');
    else void session.reload();
  };

  const preview = (
    <PreviewPanel
      applicantId={session.applicantId}
      values={edited ? resumeInLanguage(form.values, edited) : form.values}
      language={edited}
      specializations={reference.specializations}
      savedVersion={session.savedVersion}
      largeScreen={largeScreen}
      onClose={largeScreen ? undefined : () => setOverlayOpen(false)}
    />
  );

  // Beside the preview there is room for the link above the steps; on a phone it would push the form
  // below the first screen, so it follows the steps there (a publish still scrolls it into view).
  const sharePanel = publicUrl && (
    <PublicLinkPanel ref={shareHeading} url={publicUrl} fullName={form.values.contact.fullName} />
  );

  const formArea = (
    <FormArea
      ref={formElement}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('title')}
    >
      {largeScreen && sharePanel}
      <Tabs
        label={t('tabs.label')}
        items={RESUME_TABS.map(tabItem)}
        selectedId={tab}
        onSelect={(id) => goToTab(id as ResumeTab)}
      >
        {(tab === 'personal' || isEmptyDraft(form.values)) && <ImportFromFile />}
        {tab === 'personal' && (
          <EditedVersionContext.Provider value={versionContext}>
            <PersonalTab cities={reference.cities} />
          </EditedVersionContext.Provider>
        )}
        {tab === 'education' && (
          <EducationTab specializations={reference.specializations} degrees={reference.degrees} />
        )}
        {tab === 'experience' && <ExperienceTab />}
        {tab === 'skills-activities' && <SkillsActivitiesTab skills={reference.skills} />}
        <EntrySectionEditors tab={tab} reference={reference} />
      </Tabs>
      <Footer>
        <Button
          variant="secondary"
          onClick={() => goToStep(RESUME_TABS[tabIndex - 1]!)}
          disabled={tabIndex === 0}
        >
          {t('footer.back')}
        </Button>
        <StepLabel>
          {t('footer.step', { step: tabIndex + 1, count: RESUME_TABS.length, label: tabLabel(tab) })}
        </StepLabel>
        {/* The last step's main action is Publish, not a Next that leads nowhere. */}
        {tabIndex < RESUME_TABS.length - 1 ? (
          <Button onClick={() => goToStep(RESUME_TABS[tabIndex + 1]!)}>{t('footer.next')}</Button>
        ) : (
          !form.values.published && (
            <Button
              onClick={() => void onTogglePublish()}
              busy={session.toggling}
              busyLabel={t('actions.publish')}
            >
              {t('actions.publish')}
            </Button>
          )
        )}
      </Footer>
      {!largeScreen && sharePanel}
    </FormArea>
  );

  return (
    <Screen>
      <TopBar
        published={form.values.published}
        saving={session.saving}
        toggling={session.toggling}
        saveStatus={session.saveStatus}
        onRetrySave={session.retrySave}
        generatingPdf={session.generatingPdf}
        largeScreen={largeScreen}
        previewShown={previewShown}
        onBack={onBack}
        onSave={() => void session.save()}
        onRefresh={onRefresh}
        onValidate={onValidate}
        onTogglePublish={onPublishAction}
        onPdf={() => void session.downloadPdf(edited ?? undefined)}
        onTogglePreview={() =>
          largeScreen ? setPreviewOnLarge((shown) => !shown) : setOverlayOpen((open) => !open)
        }
      />
      {!session.online && <OfflineNotice />}
      {offered && (
        <RestoreOffer
          kept={offered}
          onRestore={() => {
            session.restoreKept(offered);
            setOffered(null);
          }}
          onDiscard={() => {
            session.discardKept();
            setOffered(null);
          }}
        />
      )}
      <Main>
        {largeScreen && previewOnLarge ? <SplitView form={formArea} preview={preview} /> : formArea}
      </Main>
      {!largeScreen && overlayOpen && (
        <Overlay role="dialog" aria-modal="true" aria-labelledby="resume-preview-heading">
          {preview}
        </Overlay>
      )}
      <ConflictDialog
        conflict={session.conflict}
        onKeepMine={() => void session.keepMine()}
        onKeepStored={() => void session.keepStored()}
      />
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm === 'refresh'
            ? t('messages.refreshTitle')
            : confirm === 'unpublish'
              ? t('messages.unpublishTitle')
              : t('messages.unsavedTitle')
        }
        closeLabel={t('messages.close')}
        footer={
          confirm === 'refresh' ? (
            <>
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t('messages.cancel')}
              </Button>
              <Button
                onClick={() => {
                  setConfirm(null);
                  void session.reload();
                }}
              >
                {t('messages.refreshConfirm')}
              </Button>
            </>
          ) : confirm === 'unpublish' ? (
            <>
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t('messages.cancel')}
              </Button>
              <Button
                onClick={() => {
                  setConfirm(null);
                  void onTogglePublish();
                }}
              >
                {t('messages.unpublishConfirm')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t('messages.stay')}
              </Button>
              <Button variant="secondary" onClick={() => navigate(LEAVE_TO)}>
                {t('messages.leave')}
              </Button>
              <Button
                onClick={async () => {
                  setConfirm(null);
                  if ((await session.save()) !== 'failed') navigate(LEAVE_TO);
                }}
              >
                {t('messages.saveAndLeave')}
              </Button>
            </>
          )
        }
      >
        <p>
          {confirm === 'refresh'
            ? t('messages.refreshBody')
            : confirm === 'unpublish'
              ? t('messages.unpublishBody')
              : t('messages.unsavedBody')}
        </p>
      </Modal>
    </Screen>
  );
}
