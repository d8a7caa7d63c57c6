import { useTranslation } from '@talent/i18n';
import { SEARCH_DEBOUNCE_MS, searchQueryOf } from '@talent/resume-model';
import { Button, TextInput, VisuallyHidden } from '@talent/ui';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  > label {
    flex: 1;
    min-inline-size: 0;
  }
`;

export type SearchSource = 'typing' | 'submit';

export interface SearchBoxProps {
  /** The search in effect (from the URL); the box follows it when it changes elsewhere. */
  query: string;
  onSearch: (query: string, source: SearchSource) => void;
}

/** The keyword box: searches 500 ms after typing stops (spec §4), or at once with the button. */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('directory');
  const [text, setText] = useState(query);
  const typed = useRef(false);
  const search = useEffectEvent((value: string, source: SearchSource) => onSearch(value, source));

  // Back, a keyword link or a cleared filter set changed the search: show it.
  useEffect(() => {
    // A search the box itself made keeps what was typed (a trailing space before the next word).
    setText((current) => (searchQueryOf(current) === query ? current : query));
  }, [query]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      search(text, 'typing');
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    typed.current = false;
    onSearch(text, 'submit');
  };

  return (
    <Form role="search" onSubmit={submit}>
      <label>
        <VisuallyHidden>{t('search.label')}</VisuallyHidden>
        <TextInput
          type="search"
          name="q"
          dir="auto"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
        />
      </label>
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
