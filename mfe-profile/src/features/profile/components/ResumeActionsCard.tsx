import { useTranslation } from '@talent/i18n';
import { ALERT_DURATION_BUILDER_MS, publicResumePath } from '@talent/resume-model';
import { Button, ButtonLink, Card, Heading, VisuallyHidden } from '@talent/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePdfDownload } from '../hooks/usePdfDownload';
import { useResumeExport } from '@talent/ui/src/export/useResumeExport';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space.lg};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ResumeActionsCardProps {
  /** Null for an account without a resume (a company): nothing to view or download. */
  applicantId: number | null;
  fullName: string | null;
  onReset: () => void;
}

/**
 * Spec §2: the left card 'Your Resume' with Edit, View, Download PDF and Reset; issue 33 adds Download
 * as Word and JSON Resume beside Download PDF.
 */
export function ResumeActionsCard({ applicantId, fullName, onReset }: ResumeActionsCardProps) {
  const { t } = useTranslation('profile');
  const { generating, download } = usePdfDownload(applicantId, fullName);
  const exports = useResumeExport({
    applicantId,
    fullName,
    texts: {
      docx: { done: t('resumeCard.export.wordDownloaded'), failed: t('resumeCard.export.wordFailed') },
      json: { done: t('resumeCard.export.jsonDownloaded'), failed: t('resumeCard.export.jsonFailed') },
    },
    alertDurationMs: ALERT_DURATION_BUILDER_MS,
  });
  const titleId = 'profile-resume-card-title';

  return (
    <Panel aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t('resumeCard.title')}
      </Heading>
      <Lead>{t('resumeCard.lead')}</Lead>
      <Actions>
        <ButtonLink as={Link} to="/resume-builder">
          {t('resumeCard.edit')}
        </ButtonLink>
        {applicantId !== null && (
          <ButtonLink
            variant="secondary"
            href={publicResumePath(applicantId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('resumeCard.view')}
            <VisuallyHidden> {t('resumeCard.viewHint')}</VisuallyHidden>
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          busy={generating}
          busyLabel={t('resumeCard.generating')}
          disabled={applicantId === null}
          onClick={() => void download()}
        >
          {t('resumeCard.download')}
        </Button>
        <Button
          variant="secondary"
          busy={exports.busy === 'docx'}
          busyLabel={t('resumeCard.export.preparing')}
          disabled={applicantId === null}
          onClick={() => void exports.download('docx')}
        >
          {t('resumeCard.export.word')}
        </Button>
        <Button
          variant="secondary"
          busy={exports.busy === 'json'}
          busyLabel={t('resumeCard.export.preparing')}
          disabled={applicantId === null}
          onClick={() => void exports.download('json')}
        >
          {t('resumeCard.export.json')}
        </Button>
        <Button variant="ghost" onClick={onReset}>
          {t('resumeCard.reset')}
        </Button>
      </Actions>
    </Panel>
  );
}
