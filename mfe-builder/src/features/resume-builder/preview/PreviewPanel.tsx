import { isAbortError, isApiError, ownPhotoObjectUrl, previewResumeHtml } from '@talent/api-sdk';
import { type Language, useTranslation } from '@talent/i18n';
import {
  applicantPhotoUrl,
  clampZoom,
  fitToWidthZoom,
  INITIAL_ZOOM,
  ZOOM_LIMITS,
  zoomedIn,
  zoomedOut,
  type MainSpecialization,
  type ResumeDraft,
} from '@talent/resume-model';
import { Alert, Button } from '@talent/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { isPendingPhoto, previewDetailOf } from '../model/draft';
import { photoPreviewUrl } from '../photo/cropPhoto';
import { useOwnPhoto } from '@talent/ui/src/photo/useOwnPhoto';
import { ResumeFrame } from './ResumeFrame';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ZoomLevel = styled.output`
  min-inline-size: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Body = styled.div`
  position: relative;
  flex: 1;
  min-block-size: 0;
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  span {
    display: block;
    block-size: 1rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.border};
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }

  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

export interface PreviewPanelProps {
  applicantId: number | null;
  values: ResumeDraft;
  specializations: readonly MainSpecialization[];
  /** Bumped after the load and after each save: the server's rendering is fetched again. */
  savedVersion: number;
  largeScreen: boolean;
  onClose?: () => void;
  /** Issue 31: the version being translated (null: the main version); the server renders that one. */
  language?: Language | null;
}

function previewFailure(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  // An answer without usable HTML carries the spec's own words ('Invalid or empty HTML response…').
  if (error.serverMessage) return error.serverMessage;
  return error.status !== null && error.status < 300 ? error.message : fallback;
}

/** Spec §2 'Preview panel': zoom, fit to width, a skeleton, the frame, and the spec's texts. */
export function PreviewPanel({
  applicantId,
  values,
  specializations,
  savedVersion,
  largeScreen,
  onClose,
  language = null,
}: PreviewPanelProps) {
  const { t } = useTranslation('builder');
  const body = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [rendered, setRendered] = useState(false);
  const [renderFailed, setRenderFailed] = useState(false);
  const [zoom, setZoom] = useState(INITIAL_ZOOM);

  useEffect(() => {
    if (applicantId === null) return undefined;
    // Spec §4: a new preview request aborts any earlier one.
    const controller = new AbortController();
    setFailure(null);
    previewResumeHtml(applicantId, { signal: controller.signal, ...(language ? { language } : {}) }).then(
      (document) => {
        setRendered(false);
        setHtml(document);
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setFailure(previewFailure(error, t('preview.failed')));
      },
    );
    return () => controller.abort();
  }, [applicantId, savedVersion, attempt, t, language]);

  // Spec §4: showing the preview fits it to width.
  useEffect(() => {
    const width = body.current?.clientWidth ?? 0;
    if (width > 0) setZoom(fitToWidthZoom(width, largeScreen));
  }, [largeScreen]);

  // Typing stays first: the preview follows the form one render behind when the browser is busy.
  const deferredValues = useDeferredValue(values);
  const resume = useMemo(
    () => previewDetailOf(deferredValues, specializations, applicantId ?? 0),
    [deferredValues, specializations, applicantId],
  );
  // A photo cropped in this visit shows from memory; a stored one of a hidden resume is its owner's alone
  // (issue 34): fetched with the token (useOwnPhoto), the placeholder meanwhile, never a refused address.
  const image = deferredValues.image;
  const ownPhoto = useOwnPhoto(
    isPendingPhoto(image) ? null : applicantPhotoUrl(image),
    deferredValues.published === true,
    ownPhotoObjectUrl,
  );
  const photoSrc = isPendingPhoto(image) ? photoPreviewUrl(image) : ownPhoto;

  const fit = () => {
    const width = body.current?.clientWidth ?? 0;
    if (width > 0) setZoom(fitToWidthZoom(width, largeScreen));
  };

  const content = () => {
    if (applicantId === null) return <Message>{t('preview.empty')}</Message>;
    if (renderFailed) return <Message role="alert">{t('preview.renderFailed')}</Message>;
    if (html === null && failure !== null) {
      return (
        <Message role="alert">
          {failure}{' '}
          <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
            {t('actions.retry')}
          </Button>
        </Message>
      );
    }
    return (
      <>
        {html !== null && (
          <ResumeFrame
            html={html}
            resume={resume}
            specializations={specializations}
            photoSrc={photoSrc}
            zoom={zoom}
            onRendered={() => setRendered(true)}
            onRenderError={() => setRenderFailed(true)}
          />
        )}
        {!rendered && (
          <Skeleton aria-busy="true" aria-label={t('preview.title')} data-testid="preview-skeleton">
            <span style={{ inlineSize: '45%', blockSize: '2rem' }} />
            <span style={{ inlineSize: '70%' }} />
            <span />
            <span />
            <span style={{ inlineSize: '85%' }} />
            <span style={{ inlineSize: '60%' }} />
          </Skeleton>
        )}
      </>
    );
  };

  return (
    <Panel aria-labelledby="resume-preview-heading">
      <Toolbar>
        <Title id="resume-preview-heading">{t('preview.title')}</Title>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setZoom(zoomedOut)}
          disabled={zoom <= ZOOM_LIMITS.min}
          aria-label={t('preview.zoomOut')}
        >
          −
        </Button>
        <ZoomLevel
          aria-live="polite"
          aria-label={t('preview.zoomLevel', { percent: Math.round(clampZoom(zoom) * 100) })}
        >
          {t('preview.zoomPercent', { percent: Math.round(zoom * 100) })}
        </ZoomLevel>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setZoom(zoomedIn)}
          disabled={zoom >= ZOOM_LIMITS.max}
          aria-label={t('preview.zoomIn')}
        >
          +
        </Button>
        <Button variant="secondary" size="sm" onClick={fit}>
          {t('preview.fit')}
        </Button>
        {onClose && (
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('preview.close')}
          </Button>
        )}
      </Toolbar>
      {html !== null && failure !== null && (
        <Notice>
          <Alert type="warning">{failure}</Alert>
        </Notice>
      )}
      <Body ref={body}>{content()}</Body>
    </Panel>
  );
}
