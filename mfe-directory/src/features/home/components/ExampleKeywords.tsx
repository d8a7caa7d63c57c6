import { referenceLabel, useTranslation } from '@talent/i18n';
import styled from 'styled-components';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Read as links, but each a 44 px touch target of its own (issue 23).
const KeywordButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 2.75rem;
  min-inline-size: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
`;

export interface ExampleKeywordsProps {
  keywords: readonly string[];
  onPick: (keyword: string) => void;
}

/**
 * Example searches from the keywords list; clicking one fills the box and searches (spec §2). Each
 * is offered in the interface language and searched as shown, since search matches the words
 * resumes are written in (docs/decisions.md, issue #16).
 */
export function ExampleKeywords({ keywords, onPick }: ExampleKeywordsProps) {
  const { t } = useTranslation('directory');
  if (keywords.length === 0) return null;
  return (
    <Row role="group" aria-label={t('search.exampleLabel')}>
      <span aria-hidden="true">{t('search.examples')}</span>
      {keywords.map((keyword) => {
        const shown = referenceLabel(t, 'keyword', keyword);
        return (
          <KeywordButton key={keyword} type="button" dir="auto" onClick={() => onPick(shown)}>
            {shown}
          </KeywordButton>
        );
      })}
    </Row>
  );
}
