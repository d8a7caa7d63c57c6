import { useTranslation } from '@talent/i18n';
import { Badge, Button } from '@talent/ui';
import styled from 'styled-components';
import type { SaveStatus } from '../hooks/useResumeSession';
import { SaveStatusNote } from './SaveStatusNote';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-start: auto;
`;

export interface TopBarProps {
  published: boolean;
  saving: boolean;
  saveStatus: SaveStatus;
  onRetrySave: () => void;
  generatingPdf: boolean;
  largeScreen: boolean;
  previewShown: boolean;
  onBack: () => void;
  onSave: () => void;
  onRefresh: () => void;
  onValidate: () => void;
  onTogglePublish: () => void;
  onPdf: () => void;
  onTogglePreview: () => void;
}

/** Spec §2 builder top bar. */
export function TopBar(props: TopBarProps) {
  const { t } = useTranslation('builder');
  const { published, saving, generatingPdf, largeScreen, previewShown } = props;
  const previewLabel = largeScreen
    ? previewShown
      ? t('actions.hidePreview')
      : t('actions.showPreview')
    : previewShown
      ? t('actions.edit')
      : t('actions.preview');
  return (
    <Bar>
      <Button variant="ghost" size="sm" onClick={props.onBack}>
        {t('actions.back')}
      </Button>
      <Title>{t('title')}</Title>
      <Badge tone={published ? 'success' : 'neutral'}>
        {published ? t('status.published') : t('status.draft')}
      </Badge>
      <SaveStatusNote status={props.saveStatus} onRetry={props.onRetrySave} />
      <Actions role="toolbar" aria-label={t('actions.toolbar')}>
        {/* Autosave keeps the draft; Save is a secondary action, not the main one (issue #23). */}
        <Button variant="secondary" size="sm" onClick={props.onSave} busy={saving}>
          {saving ? t('actions.saving') : t('actions.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onRefresh} disabled={saving}>
          {t('actions.refresh')}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onValidate}>
          {t('actions.validate')}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onTogglePublish} disabled={saving}>
          {published ? t('actions.unpublish') : t('actions.publish')}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onPdf} busy={generatingPdf}>
          {generatingPdf ? t('actions.generating') : t('actions.pdf')}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onTogglePreview} aria-pressed={previewShown}>
          {previewLabel}
        </Button>
      </Actions>
    </Bar>
  );
}
