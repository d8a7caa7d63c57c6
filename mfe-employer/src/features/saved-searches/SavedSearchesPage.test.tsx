import { ApiError, deleteSavedSearch, listSavedSearches } from '@talent/api-sdk';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { aCompanyUser, signedIn, someSavedSearches } from '@talent/test-kit';
import { renderAt } from '../../testing/renderAt';
import { directoryLinkOf } from './directoryLink';
import SavedSearchesPage from './SavedSearchesPage';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  listSavedSearches: jest.fn(),
  deleteSavedSearch: jest.fn(),
}));

function open() {
  const user = userEvent.setup();
  renderAt(
    '/saved-searches',
    <Routes>
      <Route path="/saved-searches" element={<SavedSearchesPage />} />
      <Route path="/" element={<p>The directory</p>} />
    </Routes>,
  );
  return user;
}

const itemOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  signedIn(aCompanyUser(), '9|secret');
  jest.mocked(listSavedSearches).mockResolvedValue(someSavedSearches());
  jest.mocked(deleteSavedSearch).mockResolvedValue();
});

describe("a company's saved searches", () => {
  it('lists each search with its name, how often it is mailed and when it was saved', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    expect(screen.getByText('Loading your saved searches...')).toBeInTheDocument();
    const react = await itemOf('React in Baghdad');
    expect(within(react).getByText('Weekly e-mail')).toBeInTheDocument();
    expect(within(react).getByText('Saved on Nov 20, 2026')).toBeInTheDocument();
    expect(within(await itemOf('محاسبون في أربيل')).getByText('Daily e-mail')).toBeInTheDocument();
  });

  it('opens the directory with the same search', async () => {
    const user = open();
    const react = await itemOf('React in Baghdad');
    const link = within(react).getByRole('link', { name: 'Show the results of “React in Baghdad”' });
    expect(link).toHaveAttribute('href', '/?q=react&specialization=Software+Development&city=Baghdad');
    await user.click(link);
    expect(await screen.findByText('The directory')).toBeInTheDocument();
  });

  it('deletes a search only once the company confirms, and Cancel keeps it', async () => {
    const user = open();
    const react = await itemOf('React in Baghdad');
    await user.click(within(react).getByRole('button', { name: 'Delete “React in Baghdad”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteSavedSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'React in Baghdad' })).toBeInTheDocument();

    await user.click(within(react).getByRole('button', { name: 'Delete “React in Baghdad”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(deleteSavedSearch).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('heading', { level: 2, name: 'React in Baghdad' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'محاسبون في أربيل' })).toBeInTheDocument();
  });

  it('keeps the search and says why when the delete fails', async () => {
    jest.mocked(deleteSavedSearch).mockRejectedValueOnce(new ApiError('x', null));
    const user = open();
    await user.click(
      within(await itemOf('React in Baghdad')).getByRole('button', { name: 'Delete “React in Baghdad”' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'React in Baghdad' })).toBeInTheDocument();
  });

  it('says how to save one when there is none', async () => {
    jest.mocked(listSavedSearches).mockResolvedValue([]);
    open();
    expect(await screen.findByText(/You have no saved searches yet/)).toBeInTheDocument();
  });

  it('explains a failed load and tries again', async () => {
    jest.mocked(listSavedSearches).mockRejectedValueOnce(new ApiError('x', null));
    const user = open();
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await itemOf('React in Baghdad')).toBeInTheDocument();
  });

  it('reads in Kurdish with the Kurdish catalogue', async () => {
    const { i18n } = await import('@talent/i18n');
    const ckb = (await import('@talent/i18n/src/locales/ckb/employer.json')).default;
    i18n.addResourceBundle('ckb', 'employer', ckb);
    await i18n.changeLanguage('ckb');
    try {
      open();
      expect(screen.getByRole('heading', { level: 1, name: 'گەڕانە پاشەکەوتکراوەکان' })).toBeInTheDocument();
      expect(within(await itemOf('React in Baghdad')).getByText('ئیمەیڵی هەفتانە')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('the directory address of a saved query', () => {
  it('carries every filter the directory page reads, and nothing else', () => {
    expect(
      directoryLinkOf(
        'search=qa&gender=Female&age_min=20&age_max=30&zone=Karkh&degree=Master&workAvailability=1' +
          '&experience_min=2&mainSpecializations[]=IT&subSpecializations[]=QA&page=3&sort_by=full_name' +
          '&languages[]=Kurdish&languages[]=Arabic',
      ),
    ).toBe(
      '/?q=qa&specialization=IT&sub=QA&gender=Female&age_min=20&age_max=30&zone=Karkh&degree=Master' +
        '&workAvailability=1&experience_min=2&language=Kurdish&language=Arabic',
    );
    expect(directoryLinkOf('')).toBe('/');
  });

  it('keeps the order the search was saved in', () => {
    expect(directoryLinkOf('search=react&sort_by=experience&sort_order=desc')).toBe(
      '/?q=react&sort=experience',
    );
    expect(directoryLinkOf('city=Basra&sort_by=updated_at&sort_order=desc')).toBe(
      '/?city=Basra&sort=updated',
    );
    expect(directoryLinkOf('sort_by=relevance&sort_order=desc')).toBe('/?sort=relevance');
  });

  it('leaves out the order the directory shows anyway: best match with words, newest without', () => {
    expect(directoryLinkOf('search=react&sort_by=relevance&sort_order=desc')).toBe('/?q=react');
    expect(directoryLinkOf('city=Basra&sort_by=created_at&sort_order=desc')).toBe('/?city=Basra');
  });
});
