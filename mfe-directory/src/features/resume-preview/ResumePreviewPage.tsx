import { languageNames, useInterfaceLanguage, useTranslation } from '@talent/i18n';
import {
  availableLanguages,
  displayText,
  documentLanguageOf,
  RESUME_PAGE_WIDTH_PX,
  resumeInLanguage,
  TOAST_DURATION_MS,
} from '@talent/resume-model';
import { ResumeDocument } from '@talent/resume-template';
import { preloadResumeBodyFont, ResumeFonts } from '@talent/resume-template/browser-fonts';
import { Button, Container, Heading, Spinner } from '@talent/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AskToContact } from '../company-actions/AskToContact';
import { SaveToShortlist } from '../company-actions/SaveToShortlist';
import { useIsCompany } from '../company-actions/useIsCompany';
import { useAnnounceContent } from '../../page/useAnnounceContent';
import { ContactBar } from './ContactBar';
import { usePdfDownload, usePublicResume, useResumeFontsReady, useShownVersion } from './hooks';
import { useResumeExport } from '@talent/ui/src/export/useResumeExport';

// At least a screen tall while loading, so the resume arriving does not push the footer around.
const Page = styled.div`
  min-block-size: 100vh;
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: ${RESUME_PAGE_WIDTH_PX}px;
  margin-inline: auto;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const VersionSwitch = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-end: auto;

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
  }

  a[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const PdfFailure = styled.p`
  color: ${({ theme }) => theme.tones.danger.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

// The document keeps its paper's width on wide screens and shrinks to the screen on phones.
const Paper = styled.div`
  max-inline-size: ${RESUME_PAGE_WIDTH_PX}px;
  margin-inline: auto;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Centre = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `/preview/:id`: the public resume (docs/product-rules.md §2 'Resume preview page'), as the PDF prints it. */
export default function ResumePreviewPage() {
  // The face arrives while the resume is fetched, not after its text has been drawn in a fallback.
  preloadResumeBodyFont();
  const { t } = useTranslation('directory');
  const { id } = useParams();
  const load = usePublicResume(id);
  const [search] = useSearchParams();
  const { language: interfaceLanguage } = useInterfaceLanguage();
  const stored = load.status === 'loaded' ? load.resume : null;
  const { wanted, drawn } = useShownVersion(stored, search.get('lang'), interfaceLanguage);
  const resume = stored && drawn ? resumeInLanguage(stored, drawn) : stored;
  // The main version is what the PDF prints without a language.
  const pdf = usePdfDownload(
    id,
    resume?.contact?.fullName,
    drawn !== stored?.language ? (drawn ?? undefined) : undefined,
  );
  const versions = stored ? availableLanguages(stored) : [];
  const exports = useResumeExport({
    applicantId: load.status === 'loaded' ? load.id : null,
    fullName: resume?.contact?.fullName,
    language: drawn !== stored?.language ? (drawn ?? undefined) : undefined,
    texts: {
      docx: { done: t('preview.export.wordDownloaded'), failed: t('preview.export.wordFailed') },
      json: { done: t('preview.export.jsonDownloaded'), failed: t('preview.export.jsonFailed') },
    },
    alertDurationMs: TOAST_DURATION_MS,
  });
  const company = useIsCompany();
  const fontsReady = useResumeFontsReady(stored, resume ? documentLanguageOf(resume) : null);
  useAnnounceContent(load.status === 'failed' || (load.status === 'loaded' && fontsReady));

  if (load.status === 'loading') {
    return (
      <Page>
        <Centre>
          <Spinner label={t('preview.loading')} showLabel size="lg" />
        </Centre>
      </Page>
    );
  }

  if (resume === null) {
    return (
      <Page>
        <Container>
          <Centre>
            <Heading level={1}>{t('preview.title')}</Heading>
            <Muted>{t('errors.resume')}</Muted>
          </Centre>
        </Container>
      </Page>
    );
  }

  return (
    <Page>
      <Container>
        <Toolbar>
          {versions.length > 1 && (
            <VersionSwitch aria-label={t('preview.versions')}>
              {versions.map((language) => (
                <Link
                  key={language}
                  to={{ search: `?lang=${language}` }}
                  replace
                  lang={language}
                  hrefLang={language}
                  aria-current={language === wanted ? 'true' : undefined}
                >
                  {languageNames[language]}
                </Link>
              ))}
            </VersionSwitch>
          )}
          {pdf.failure !== null && <PdfFailure role="alert">{pdf.failure}</PdfFailure>}
          {exports.failure !== null && <PdfFailure role="alert">{exports.failure}</PdfFailure>}
          {company && load.status === 'loaded' && (
            <>
              <SaveToShortlist
                applicantId={load.id}
                applicantName={displayText(resume.contact?.fullName) ?? t('card.unnamed')}
              />
              <AskToContact
                applicantId={load.id}
                applicantName={displayText(resume.contact?.fullName) ?? t('card.unnamed')}
              />
            </>
          )}
          <Button
            busy={pdf.generating}
            busyLabel={t('preview.generating')}
            onClick={() => void pdf.download()}
          >
            {t('preview.downloadPdf')}
          </Button>
          <Button
            variant="secondary"
            busy={exports.busy === 'docx'}
            busyLabel={t('preview.export.preparing')}
            onClick={() => void exports.download('docx')}
          >
            {t('preview.export.word')}
          </Button>
          <Button
            variant="secondary"
            busy={exports.busy === 'json'}
            busyLabel={t('preview.export.preparing')}
            onClick={() => void exports.download('json')}
          >
            {t('preview.export.json')}
          </Button>
        </Toolbar>
        <Paper>
          <ResumeFonts />
          <ResumeDocument key={resume.language} resume={resume} specializations={[]} />
        </Paper>
        <ContactBar resume={resume} />
      </Container>
    </Page>
  );
}
