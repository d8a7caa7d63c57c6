import { useTranslation } from '@talent/i18n';
import { Button, Heading } from '@talent/ui';
import { forwardRef, useId, useState } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.tones.success.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.success.background};
`;

const Address = styled.a`
  /* A whole row to tap (44 px, issue 23); a long address breaks anywhere rather than widening a phone. */
  display: flex;
  align-items: center;
  justify-self: start;
  min-block-size: 2.75rem;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Action = styled(Button)`
  min-block-size: 2.75rem;
`;

const Note = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.tones.danger.text : theme.tones.success.text)};
`;

export interface PublicLinkPanelProps {
  /** The full address of the public resume page. */
  url: string;
  /** The applicant's name, for the title a share sheet shows. */
  fullName: string;
}

/**
 * After publishing, the link to hand out (issue #23): copy it, or hand it to the phone's share
 * sheet where the browser has one.
 */
export const PublicLinkPanel = forwardRef<HTMLHeadingElement, PublicLinkPanelProps>(function PublicLinkPanel(
  { url, fullName },
  headingRef,
) {
  const { t } = useTranslation('builder');
  const headingId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address is on screen to copy by hand.
      setCopy('failed');
    }
  };

  const shareLink = async () => {
    try {
      await navigator.share({ title: t('share.shareTitle', { name: fullName }), url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell the user.
    }
  };

  return (
    <Panel aria-labelledby={headingId}>
      <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
        {t('share.heading')}
      </Heading>
      <p>{t('share.lead')}</p>
      <Address href={url} target="_blank" rel="noopener noreferrer" dir="ltr">
        {url}
      </Address>
      <Actions>
        <Action variant="secondary" onClick={() => void copyLink()}>
          {t('share.copy')}
        </Action>
        {canShare && (
          <Action variant="secondary" onClick={() => void shareLink()}>
            {t('share.share')}
          </Action>
        )}
      </Actions>
      <div role="status">
        {copy !== 'idle' && (
          <Note $failed={copy === 'failed'}>
            {copy === 'copied' ? t('share.copied') : t('share.copyFailed')}
          </Note>
        )}
      </div>
    </Panel>
  );
});
