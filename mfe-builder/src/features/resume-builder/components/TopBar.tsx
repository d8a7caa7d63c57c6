import { useTranslation } from '@talent/i18n';
import { Badge, Button } from '@talent/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { useMediaQuery } from '../hooks/useMediaQuery';
import type { SaveStatus } from '../hooks/useResumeSession';
import { SaveStatusNote } from './SaveStatusNote';

/** A finger's width (issue #23): every button of the bar on a phone, not only the step buttons. */
const TOUCH_TARGET = '2.75rem';

const offScreen = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

/*
 * The bar stays above the scrolling form, so on a phone it is one row of 44 px targets: Back, the
 * Draft/Published badge with the autosave note, and the actions, the rarer ones folded behind "More".
 * From a tablet up there is room for the title and every action in one row.
 */
const Bar = styled.header`
  position: relative;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  button {
    min-block-size: ${TOUCH_TARGET};
    min-inline-size: ${TOUCH_TARGET};
  }

  ${({ theme }) => theme.media.md} {
    position: sticky;
    inset-block-start: 0;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.md};

    button {
      min-block-size: 2rem;
      min-inline-size: 0;
    }
  }
`;

/** On a phone the tab strip under the bar says where the user is; the title stays for screen readers. */
const Title = styled.h1`
  ${offScreen}

  ${({ theme }) => theme.media.md} {
    position: static;
    inline-size: auto;
    block-size: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Badge and autosave note: one above the other beside Back on a phone, side by side on a wider screen. */
const Status = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.125rem;
  min-inline-size: 0;

  ${({ theme }) => theme.media.md} {
    flex: 0 1 auto;
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.md} {
    flex-wrap: wrap;
    margin-inline-start: auto;
  }
`;

/** The rarer actions: a panel under the bar on a phone, opened by "More"; inline from a tablet up. */
const MoreActions = styled.div<{ $folded: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  ${({ $folded, theme }) =>
    $folded &&
    css`
      position: absolute;
      inset-block-start: 100%;
      inset-inline: 0;
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
      padding: ${theme.space.sm};
      border-block-end: 1px solid ${theme.colors.border};
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadows.md};

      &[hidden] {
        display: none;
      }
    `}
`;

export interface TopBarProps {
  published: boolean;
  saving: boolean;
  /** A publish or hide is in flight (an autosave alone leaves the toggle usable: it waits for it). */
  toggling: boolean;
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
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const bar = useRef<HTMLElement>(null);
  const moreToggle = useRef<HTMLButtonElement>(null);
  const theme = useTheme();
  const folded = !useMediaQuery(`(min-width: ${theme.breakpoints.md}px)`);

  // A tap anywhere else folds the panel away, as a menu would.
  useEffect(() => {
    if (!moreOpen || !folded) return undefined;
    const close = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setMoreOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [moreOpen, folded]);

  const onMoreKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !moreOpen) return;
    setMoreOpen(false);
    moreToggle.current?.focus();
  };

  /** An action from the panel closes it. */
  const act = (action: () => void) => () => {
    setMoreOpen(false);
    action();
  };

  // Publish keeps its label while busy: the spinner beside it says so, and its width stays.
  const toggleLabel = published ? t('actions.unpublish') : t('actions.publish');
  const previewLabel = largeScreen
    ? previewShown
      ? t('actions.hidePreview')
      : t('actions.showPreview')
    : previewShown
      ? t('actions.edit')
      : t('actions.preview');
  return (
    <Bar ref={bar}>
      <Button variant="ghost" size="sm" onClick={props.onBack}>
        {t('actions.back')}
      </Button>
      <Title>{t('title')}</Title>
      <Status>
        <Badge tone={published ? 'success' : 'neutral'}>
          {published ? t('status.published') : t('status.draft')}
        </Badge>
        <SaveStatusNote status={props.saveStatus} onRetry={props.onRetrySave} />
      </Status>
      <Actions role="toolbar" aria-label={t('actions.toolbar')} onKeyDown={onMoreKeyDown}>
        <MoreActions id={moreId} $folded={folded} hidden={folded && !moreOpen}>
          {/* Autosave keeps the draft; Save is a secondary action, not the main one (issue #23). */}
          {/* One width saving or not (busyLabel): an autosave does not shift the buttons beside it. */}
          <Button
            variant="secondary"
            size="sm"
            onClick={act(props.onSave)}
            busy={saving}
            busyLabel={t('actions.saving')}
          >
            {t('actions.save')}
          </Button>
          <Button variant="secondary" size="sm" onClick={act(props.onRefresh)} disabled={saving}>
            {t('actions.refresh')}
          </Button>
          <Button variant="secondary" size="sm" onClick={act(props.onValidate)}>
            {t('actions.validate')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={act(props.onTogglePublish)}
            busy={props.toggling}
            busyLabel={toggleLabel}
          >
            {toggleLabel}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={act(props.onPdf)}
            busy={generatingPdf}
            busyLabel={t('actions.generating')}
          >
            {t('actions.pdf')}
          </Button>
        </MoreActions>
        {folded && (
          <Button
            ref={moreToggle}
            variant="secondary"
            size="sm"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {t('actions.more')}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={props.onTogglePreview} aria-pressed={previewShown}>
          {previewLabel}
        </Button>
      </Actions>
    </Bar>
  );
}
