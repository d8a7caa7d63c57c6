import { useTranslation } from '@talent/i18n';
import { displayText, RESUME_PAGE_WIDTH_PX } from '@talent/resume-model';
import { ResumeDocument } from '@talent/resume-template';
import { preloadResumeBodyFont, ResumeFonts } from '@talent/resume-template/browser-fonts';
import { Button, Container, Heading, Spinner } from '@talent/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AskToContact } from '../company-actions/AskToContact';
import { SaveToShortlist } from '../company-actions/SaveToShortlist';
import { useIsCompany } from '../company-actions/useIsCompany';
import { useAnnounceContent } from '../../page/useAnnounceContent';
import { ContactBar } from './ContactBar';
import { usePdfDownload, usePublicResume } from './hooks';
import { useResumeExport } from './useResumeExport';

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
  const resume = load.status === 'loaded' ? load.resume : null;
  const pdf = usePdfDownload(id, resume?.contact?.fullName);
  const exports = useResumeExport(load.status === 'loaded' ? load.id : null, resume?.contact?.fullName);
  const company = useIsCompany();
  useAnnounceContent(load.status !== 'loading');

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
          <ResumeDocument resume={resume} specializations={[]} />
        </Paper>
        <ContactBar resume={resume} />
      </Container>
    </Page>
  );
}
