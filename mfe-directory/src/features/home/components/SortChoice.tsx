import { useTranslation } from '@talent/i18n';
import { DIRECTORY_SORTS, type DirectorySort, effectiveSortOf } from '@talent/resume-model';
import { Select } from '@talent/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: 100%;

  /* The label keeps its words on one line: squeezed by the select, "ڕیزکردن بەپێی" broke in two. */
  & > label {
    flex: none;
  }
`;

interface SortChoiceProps {
  sort: DirectorySort | null | undefined;
  search: string;
  onChange(sort: DirectorySort | null): void;
}

/**
 * The order of the applicants (issue 17): best match is the default while a keyword is typed; with none,
 * newest first (issue 23), until another is chosen.
 */
export function SortChoice({ sort, search, onChange }: SortChoiceProps) {
  const { t } = useTranslation('directory');
  const id = useId();
  const shown = effectiveSortOf(sort, search);
  return (
    <Field>
      <label htmlFor={id}>{t('sort.label')}</label>
      <Select
        id={id}
        value={shown}
        onChange={(event) => {
          const value = event.target.value;
          onChange(DIRECTORY_SORTS.find((choice) => choice === value) ?? null);
        }}
      >
        {DIRECTORY_SORTS.map((choice) => (
          <option key={choice} value={choice}>
            {t(`sort.${choice}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
