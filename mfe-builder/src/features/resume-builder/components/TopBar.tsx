import { useTranslation } from '@talent/i18n';
import { Badge, Button } from '@talent/ui';
import styled from 'styled-components';
import type { SaveStatus } from '../hooks/useResumeSession';
import { SaveStatusNote } from './SaveStatusNote';

/** A finger's width (issue #23): every button of the bar on a phone, not only the step buttons. */
const TOUCH_TARGET = '44px';

const Bar = styled.header`
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  button {
    min-block-size: ${TOUCH_TARGET};
    min-inline-size: ${TOUCH_TARGET};
  }

  /*
   * On a phone the bar takes two or three rows: kept in the flow rather than pinned, it would hide a
   * quarter of the screen over the form. From a tablet up it is one row and stays on top.
   */
  ${({ theme }) => theme.media.md} {
    position: sticky;
    inset-block-start: 0;

    button {
      min-block-size: 2rem;
      min-inline-size: 0;
    }
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Three to a row on a phone, each as wide as a third of the screen; in one row beside the title above. */
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  inline-size: 100%;

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-wrap: wrap;
    inline-size: auto;
    margin-inline-start: auto;
  }
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
