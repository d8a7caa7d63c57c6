import type { User } from '@talent/resume-model';
import {
  ApiError,
  createSavedSearch,
  filterApplicants,
  getSelectables,
  getStatistics,
} from '@talent/api-sdk';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  aCardPage,
  aCompanyUser,
  anApplicantUser,
  ids,
  recordAlerts,
  referenceLists,
  resetSession,
  signedIn,
} from '@talent/test-kit';
import { FakeIntersectionObserver } from '../../../testing/fakeIntersectionObserver';
import { renderAt } from '../../../testing/renderAt';
import HomePage from '../HomePage';

configure({ asyncUtilTimeout: 5000 });

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  filterApplicants: jest.fn(),
  getSelectables: jest.fn(),
  getStatistics: jest.fn(),
  createSavedSearch: jest.fn(),
}));

const alerts = recordAlerts();
afterEach(resetSession);

const company = aCompanyUser();
const applicant = anApplicantUser();

/** Signs `user` in as the shell would, or signs out with null. */
const signIn = (user: User | null) => (user ? signedIn(user, '9|secret') : resetSession());

beforeEach(() => {
  jest.clearAllMocks();
  FakeIntersectionObserver.install();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
  jest.mocked(filterApplicants).mockResolvedValue(aCardPage(1, 1, ids(1, 3), 3));
  jest.mocked(getStatistics).mockResolvedValue({ totalResumes: 3 });
  jest.mocked(getSelectables).mockImplementation(async (name) => {
    const lists = referenceLists();
    return lists[name] as never;
  });
  jest.mocked(createSavedSearch).mockImplementation(async (input) => ({
    ...input,
    id: 4,
    created_at: '2026-11-25T10:20:00.000Z',
  }));
});

function openHome(path: string) {
  const user = userEvent.setup();
  renderAt(
    path,
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>,
  );
  return user;
}

/** The control once its code has arrived (a disabled button of the same name holds its place). */
function saveSearchButton() {
  return waitFor(() => {
    const button = screen.getByRole('button', { name: 'Save this search' });
    expect(button).toBeEnabled();
    return button;
  });
}

describe('"Save this search" in the directory', () => {
  it.each([
    ['a visitor', null],
    ['an applicant', applicant],
  ])('is not offered to %s', async (_who, user) => {
    signIn(user);
    openHome('/?q=react');
    await screen.findByRole('button', { name: 'Advanced search' });
    await waitFor(() => expect(filterApplicants).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('saves the current search in the filter call’s encoding, sort included, under a name it suggests', async () => {
    signIn(company);
    const user = openHome('/?q=react&city=Baghdad&sort=experience');
    await user.click(await saveSearchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name of the search/ });
    expect(name).toHaveValue('react · Baghdad');
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(createSavedSearch).toHaveBeenCalledWith({
      name: 'react · Baghdad',
      query: 'sort_by=experience&sort_order=desc&search=react&city=Baghdad',
      frequency: 'daily',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alerts).toContainEqual({
      type: 'success',
      message: 'Search “react · Baghdad” saved. We will e-mail you its new matches every day.',
    });
    expect(screen.getByRole('button', { name: 'Save this search' })).toHaveFocus();
  });

  it('names an unfiltered search "All applicants" and saves the order the list is shown in', async () => {
    signIn(company);
    const user = openHome('/');
    await user.click(await saveSearchButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Name of the search/ })).toHaveValue('All applicants');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(createSavedSearch).toHaveBeenCalledWith({
      name: 'All applicants',
      query: 'sort_by=created_at&sort_order=desc',
      frequency: 'weekly',
    });
  });

  it('is used with the keyboard alone: Enter opens, arrows choose, Enter saves', async () => {
    signIn(company);
    const user = openHome('/?q=nurse');
    (await saveSearchButton()).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: /Name of the search/ }));
    await user.keyboard('Nurses in Basra');
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('radio', { name: 'Daily' })).toBeChecked();
    await user.click(within(dialog).getByRole('textbox', { name: /Name of the search/ }));
    await user.keyboard('{Enter}');
    expect(createSavedSearch).toHaveBeenCalledWith({
      name: 'Nurses in Basra',
      query: 'sort_by=relevance&sort_order=desc&search=nurse',
      frequency: 'daily',
    });
  });

  it('asks for a name before saving', async () => {
    signIn(company);
    const user = openHome('/?q=react');
    await user.click(await saveSearchButton());
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Name of the search/ });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(name).toHaveAccessibleDescription('Enter a name for the search.');
    expect(name).toHaveFocus();
    expect(createSavedSearch).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    signIn(company);
    jest.mocked(createSavedSearch).mockRejectedValue(
      new ApiError('x', 422, 'Invalid.', {
        name: ['A company can keep at most 20 saved searches. Delete one to make room.'],
      }),
    );
    const user = openHome('/?q=react');
    await user.click(await saveSearchButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A company can keep at most 20 saved searches. Delete one to make room.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save search' })).toBeEnabled();
    expect(alerts).toEqual([]);
  });

  it('reads in Arabic with the Arabic catalogue', async () => {
    const { i18n } = await import('@talent/i18n');
    const arabic = (await import('@talent/i18n/src/locales/ar/employer.json')).default;
    i18n.addResourceBundle('ar', 'employer', arabic);
    signIn(company);
    await act(() => i18n.changeLanguage('ar'));
    try {
      const user = openHome('/');
      await user.click(await screen.findByRole('button', { name: 'حفظ هذا البحث' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: 'حفظ هذا البحث' });
      expect(within(dialog).getByRole('textbox', { name: /اسم البحث/ })).toHaveValue('جميع المتقدّمين');
      expect(within(dialog).getByRole('radio', { name: 'أسبوعياً' })).toBeChecked();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
