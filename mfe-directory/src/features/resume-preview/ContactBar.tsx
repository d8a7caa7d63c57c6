import { useTranslation } from '@talent/i18n';
import {
  emailHref,
  phoneHrefs,
  RESUME_PAGE_WIDTH_PX,
  type ResumeDetail,
  shownEmail,
} from '@talent/resume-model';
import { BOTTOM_BAR_HEIGHT_PROPERTY, ButtonLink, VisuallyHidden } from '@talent/ui';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';

// Held at the foot of the screen while the resume scrolls under it: on a phone, the way to reach the
// applicant is one thumb away (issue #23). It comes last in the page, so it sticks for the page's length.
const Bar = styled.section`
  position: sticky;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: ${RESUME_PAGE_WIDTH_PX}px;
  margin-inline: auto;
  margin-block-start: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs};
  padding-block-end: calc(${({ theme }) => theme.space.xs} + env(safe-area-inset-bottom, 0px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media print {
    display: none;
  }
`;

const Action = styled(ButtonLink)`
  flex: 1 1 0;
  min-inline-size: 0;
  min-block-size: 2.75rem;
`;

/** Tells the shell's alerts how tall the bar is, so they sit above it, not over it. */
function useBottomBarHeight() {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const measure = () =>
      root.setProperty(BOTTOM_BAR_HEIGHT_PROPERTY, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT_PROPERTY);
    };
  });
  return bar;
}

/** Email, Call and WhatsApp for the public resume: only what its owner made public. */
export function ContactBar({ resume }: { resume: ResumeDetail }) {
  const { t } = useTranslation('directory');
  const bar = useBottomBarHeight();
  const { contact } = resume;
  const mail = emailHref(shownEmail(contact));
  const phone = contact.phone.showPhone ? phoneHrefs(contact.phone.phone) : null;
  if (mail === null && phone === null) return null;
  return (
    <Bar ref={bar} aria-label={t('preview.contact.label', { name: contact.fullName })}>
      {mail !== null && (
        <Action variant="secondary" href={mail}>
          {t('preview.contact.email')}
        </Action>
      )}
      {phone !== null && (
        <Action variant="secondary" href={phone.tel}>
          {t('preview.contact.call')}
        </Action>
      )}
      {phone?.whatsapp && (
        <Action variant="secondary" href={phone.whatsapp} target="_blank" rel="noopener noreferrer">
          {t('preview.contact.whatsapp')}
          <VisuallyHidden> {t('preview.contact.newTab')}</VisuallyHidden>
        </Action>
      )}
    </Bar>
  );
}
