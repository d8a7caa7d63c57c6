import '../../texts';
import { useTranslation } from '@talent/i18n';
import { Container, Heading } from '@talent/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ShortlistIndex } from './components/ShortlistIndex';
import { ShortlistView } from './components/ShortlistView';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};

  /* Phones first: the design system's fields are 40 px; a thumb wants 44. */
  input,
  select {
    min-block-size: 2.75rem;
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The list a `?list=` parameter names, when it is a usable id. */
function openListId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `/shortlists` (issue #19): the company's lists, and with `?list={id}` one list's applicants. One
 * route for both, so the shell's route table and guard stay one entry, and Back returns to the lists.
 */
export default function ShortlistsPage() {
  const { t } = useTranslation('employer');
  const [params] = useSearchParams();
  const listId = openListId(params.get('list'));

  return (
    <Page>
      {listId === null ? (
        <>
          <Header>
            <Heading level={1}>{t('shortlists.title')}</Heading>
            <Subtitle>{t('shortlists.subtitle')}</Subtitle>
          </Header>
          <ShortlistIndex />
        </>
      ) : (
        <ShortlistView key={listId} listId={listId} />
      )}
    </Page>
  );
}
