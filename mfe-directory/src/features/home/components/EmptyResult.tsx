import { useTranslation } from '@talent/i18n';
import { type DirectoryFilters, type MainSpecialization, searchQueryOf } from '@talent/resume-model';
import { Button } from '@talent/ui';
import styled from 'styled-components';
import { capsulesOf } from '../state/capsules';
import { spokenCapsule, useCapsuleText } from './FilterCapsules';

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Stands for the corrected words while the sentence is split around them; no text holds it. */
const WORDS = '\u0000';

export interface EmptyResultProps {
  filters: DirectoryFilters;
  categories: readonly MainSpecialization[];
  /** The server's "Did you mean …?" for the search (issues 17 and 23), when it has one. */
  suggestion?: string | null;
  onChange: (filters: DirectoryFilters) => void;
}

export interface DidYouMeanProps {
  filters: DirectoryFilters;
  /** The server's "Did you mean …?" for the search, when it has one. */
  suggestion: string | null;
  onChange: (filters: DirectoryFilters) => void;
  variant?: 'primary' | 'secondary';
}

/**
 * The server's correction of the search as a button that runs it (in the URL, so Back returns to the
 * typed one); the filters stay. Nothing when there is none, or it is the search as typed.
 */
export function DidYouMean({ filters, suggestion, onChange, variant = 'primary' }: DidYouMeanProps) {
  const { t } = useTranslation('directory');
  const searched = searchQueryOf(filters.search) !== '';
  const corrected = searched && suggestion !== null ? searchQueryOf(suggestion) : '';
  if (corrected === '' || corrected === filters.search) return null;
  // The sentence around the corrected words, in the language's own order. (react-i18next's Trans would
  // do it with a tag in the text, but it would put 4 KB into every page's first script: issue #16's budget.)
  const [before = '', after = ''] = t('listing.didYouMean', { suggestion: WORDS }).split(WORDS);
  return (
    // Isolated, so Latin words in an Arabic sentence (and back) keep their order. One span: the button
    // lays its children out with a gap, which would split the sentence.
    <Button variant={variant} onClick={() => onChange({ ...filters, search: corrected })}>
      <span>
        {before}
        <bdi>{corrected}</bdi>
        {after}
      </span>
    </Button>
  );
}

/**
 * Nothing found: a way on (issue 23) — the search as the server would correct it, clearing the search,
 * or dropping the filter added last.
 */
export function EmptyResult({ filters, categories, suggestion = null, onChange }: EmptyResultProps) {
  const { t } = useTranslation('directory');
  const capsuleText = useCapsuleText(categories);
  const searched = searchQueryOf(filters.search) !== '';
  const last = capsulesOf(filters).at(-1);
  if (!searched && last === undefined) return <Empty>{t('listing.empty')}</Empty>;
  return (
    <Empty role="status">
      <p>{t('listing.noMatch')}</p>
      <EmptyActions>
        <DidYouMean filters={filters} suggestion={suggestion} onChange={onChange} />
        {searched && (
          // Only the words go; the filters stay, each with its own way back.
          <Button variant="secondary" onClick={() => onChange({ ...filters, search: '' })}>
            {t('listing.clearSearch')}
          </Button>
        )}
        {last !== undefined && (
          <Button variant="secondary" onClick={() => onChange(last.without)}>
            {t('listing.dropFilter', { filter: spokenCapsule(capsuleText(last)) })}
          </Button>
        )}
      </EmptyActions>
    </Empty>
  );
}
