import { useInterfaceLanguage, useTranslation } from '@talent/i18n';
import { Container, Heading, VisuallyHidden } from '@talent/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuthState } from '../../../session/useAuthState';
import { useCountUp } from '../hooks/useCountUp';
import { SEARCH_AREA_ID } from '../hooks/useScrollToSearchArea';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Layout = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  h1 {
    text-align: center;
  }
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Counter = styled.p`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Tabular digits and a reserved width: the number grows without pushing the text around it.
const CounterValue = styled.span`
  min-inline-size: 6ch;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const RoundLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 3rem;
  padding-inline: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const RoundPlaceholder = styled.span`
  display: inline-flex;
  align-items: center;
  min-block-size: 3rem;
  padding-inline: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

// A link on its own line, so a 44 px target (issue 23), not an inline text link.
const CandidatesLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The counting total, a component of its own: each frame of the count-up re-renders this one span, not
 * the hero's heading, texts and links (on a slowed phone a frame of the whole hero took 30–130 ms while
 * the page was starting).
 */
function CountingTotal({ total }: { total: number }) {
  const { formats } = useInterfaceLanguage();
  const counted = useCountUp(total);
  return <CounterValue aria-hidden="true">{formats.number(counted)}</CounterValue>;
}

export interface HeroProps {
  totalResumes: number;
  onGoToCandidates: () => void;
}

export function Hero({ totalResumes, onGoToCandidates }: HeroProps) {
  const { t } = useTranslation('directory');
  const { formats } = useInterfaceLanguage();
  const { status, user } = useAuthState();
  // A company has no resume to build (issue 34): its round button opens its contact requests.
  const company = user?.is_company === true;

  const goToCandidates = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onGoToCandidates();
  };

  return (
    <Band aria-labelledby="hero-heading">
      <Layout>
        <Heading level={1} id="hero-heading">
          {t('hero.title')}
        </Heading>
        <Tagline>{t('hero.tagline')}</Tagline>
        <Counter>
          <CountingTotal total={totalResumes} />
          {/* Screen readers hear the total once, not every step of the animation. */}
          <span>
            <VisuallyHidden>{formats.number(totalResumes)} </VisuallyHidden>
            {t('hero.counterLabel')}
          </span>
        </Counter>
        {status === 'loading' ? (
          <RoundPlaceholder aria-busy="true">{t('hero.loading')}</RoundPlaceholder>
        ) : (
          <RoundLink to={status !== 'authenticated' ? '/signup' : company ? '/requests' : '/profile'}>
            {t('hero.buildYours')}
          </RoundLink>
        )}
        <CandidatesLink href={`#${SEARCH_AREA_ID}`} onClick={goToCandidates}>
          {t('hero.goToCandidates')}
        </CandidatesLink>
      </Layout>
    </Band>
  );
}
