import { useTranslation } from '@talent/i18n';
import type { MainSpecialization, ResumeDetail } from '@talent/resume-model';
import { ResumeDocument, ResumePrintStyle } from '@talent/resume-template';
import {
  Component,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import styled, { StyleSheetManager } from 'styled-components';

const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

class RenderGuard extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface LiveDocumentProps {
  doc: Document;
  container: HTMLElement;
  resume: ResumeDetail;
  specializations: readonly MainSpecialization[];
  /** The photo's address; null for the placeholder; absent, the document's own (`applicantPhotoUrl`). */
  photoSrc?: string | null;
  onCommit: () => void;
}

function LiveDocument({ doc, container, resume, specializations, photoSrc, onCommit }: LiveDocumentProps) {
  // The server's rendering of the saved resume stays on screen until this one has drawn over it.
  useLayoutEffect(() => {
    for (const node of Array.from(doc.body.childNodes)) if (node !== container) node.remove();
    onCommit();
  });
  return (
    // CSSOM injection looks its sheet up in the page's own document, so in a frame it must write text.
    <StyleSheetManager target={doc.head} disableCSSOMInjection>
      <ResumePrintStyle />
      <ResumeDocument resume={resume} specializations={specializations} photoSrc={photoSrc} />
    </StyleSheetManager>
  );
}

interface Mounted {
  doc: Document;
  container: HTMLElement;
  root: Root;
}

export interface ResumeFrameProps {
  /** The server's HTML of the saved resume: the frame's document (its fonts and print rules). */
  html: string;
  resume: ResumeDetail;
  specializations: readonly MainSpecialization[];
  /** The photo's address; null for the placeholder; absent, the document's own (`applicantPhotoUrl`). */
  photoSrc?: string | null;
  zoom: number;
  onRendered: () => void;
  onRenderError: () => void;
}

/**
 * The preview frame (sandboxed, same origin only, no scripts). It opens the server's document and
 * then draws the form's current state into it with the same template, in a React root of its own
 * whose renders are transitions, so typing never waits for the preview.
 */
export function ResumeFrame({
  html,
  resume,
  specializations,
  photoSrc,
  zoom,
  onRendered,
  onRenderError,
}: ResumeFrameProps) {
  const { t } = useTranslation('builder');
  const frame = useRef<HTMLIFrameElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const scrollTop = useRef(0);
  const callbacks = useRef({ onRendered, onRenderError });
  callbacks.current = { onRendered, onRenderError };

  const attach = () => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    const container = doc.createElement('div');
    doc.body.prepend(container);
    setMounted({ doc, container, root: createRoot(container) });
  };

  // A new document (after a save) replaces the old root; the reader keeps their place.
  useEffect(() => {
    if (!mounted) return undefined;
    const view = mounted.doc.defaultView;
    const remember = () => {
      scrollTop.current = view?.scrollY ?? 0;
    };
    // A new document starts at the top: only a reader who had scrolled is taken back.
    if (scrollTop.current > 0) view?.scrollTo(0, scrollTop.current);
    view?.addEventListener('scroll', remember);
    return () => {
      view?.removeEventListener('scroll', remember);
      // Unmounted after this commit: React refuses to unmount one root while rendering another.
      setTimeout(() => mounted.root.unmount(), 0);
    };
  }, [mounted]);

  useEffect(() => {
    if (mounted) mounted.doc.documentElement.style.zoom = String(zoom);
  }, [mounted, zoom]);

  useEffect(() => {
    if (!mounted) return;
    const { doc, container, root } = mounted;
    startTransition(() => {
      root.render(
        <RenderGuard onError={() => callbacks.current.onRenderError()}>
          <LiveDocument
            doc={doc}
            container={container}
            resume={resume}
            specializations={specializations}
            photoSrc={photoSrc}
            onCommit={() => callbacks.current.onRendered()}
          />
        </RenderGuard>,
      );
    });
  }, [mounted, resume, specializations, photoSrc]);

  return (
    <Frame
      ref={frame}
      title={t('preview.frameTitle')}
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={attach}
    />
  );
}
