import { i18n, initI18n } from '@talent/i18n';
import { emptyDirectoryFilters } from '@talent/resume-model';
import { act, cleanup, screen } from '@testing-library/react';
import { SPECIALIZATIONS } from '@talent/test-kit';
import { renderAt, testUser } from '../../../testing/renderAt';
import { EmptyResult, type EmptyResultProps } from './EmptyResult';

function show(props: Partial<EmptyResultProps> = {}) {
  const onChange = jest.fn();
  const user = testUser();
  renderAt(
    '/',
    <EmptyResult
      filters={{ ...emptyDirectoryFilters(), search: 'acuntant Najf', city: 'Najaf' }}
      categories={SPECIALIZATIONS}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, user };
}

beforeAll(() => initI18n());

describe('the empty result', () => {
  it('offers the corrected search first, and runs it with the filters kept', async () => {
    const { onChange, user } = show({ suggestion: 'Accountant Najaf' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Did you mean Accountant Najaf?',
      'Clear the search',
      'Remove the filter Najaf',
    ]);
    // The corrected words in an isolate of their own.
    expect(buttons[0]!.querySelector('bdi')).toHaveTextContent(/^Accountant Najaf$/);
    await user.click(buttons[0]!);
    expect(onChange).toHaveBeenCalledWith({
      ...emptyDirectoryFilters(),
      search: 'Accountant Najaf',
      city: 'Najaf',
    });
  });

  it('offers no correction without one, nor one that is the search itself', () => {
    show({ suggestion: null });
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
    cleanup();
    show({ suggestion: 'acuntant Najf' });
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it('offers no correction for a list that was not searched', () => {
    show({ filters: { ...emptyDirectoryFilters(), city: 'Najaf' }, suggestion: 'Najaf' });
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it.each([
    ['ar', 'هل تقصد Accountant Najaf؟'],
    ['ckb', 'مەبەستت Accountant Najaf بوو؟'],
  ])('asks in %s, the Latin words isolated in the sentence', async (language, text) => {
    await act(() => i18n.changeLanguage(language));
    try {
      show({ suggestion: 'Accountant Najaf' });
      const [button] = screen.getAllByRole('button');
      expect(button).toHaveTextContent(text);
      expect(button!.querySelector('bdi')).toHaveTextContent(/^Accountant Najaf$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
