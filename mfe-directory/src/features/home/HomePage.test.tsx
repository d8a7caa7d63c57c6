import { ApiError, filterApplicants, getSelectables, getStatistics } from '@talent/api-sdk';
import { type DirectoryFacets, FACET_GROUPS } from '@talent/resume-model';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt, testUser } from '../../testing/renderAt';
import { aCard, aCardPage, ids, referenceLists } from '@talent/test-kit';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import HomePage from './HomePage';

// The modal and the answers arrive asynchronously; a machine shared by several builds can take a while.
configure({ asyncUtilTimeout: 5000 });

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  filterApplicants: jest.fn(),
  getSelectables: jest.fn(),
  getStatistics: jest.fn(),
}));

const filterCall = jest.mocked(filterApplicants);

beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersectionObserver.install();
  filterCall.mockReset().mockResolvedValue(aCardPage(1, 1, ids(1, 3), 3));
  jest.mocked(getStatistics).mockReset().mockResolvedValue({ totalResumes: 1234 });
  jest
    .mocked(getSelectables)
    .mockReset()
    .mockImplementation(async (name) => {
      const lists = referenceLists();
      return lists[name] as never;
    });
  setAuthState({ ...initialAuthState, status: 'anonymous' });
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function openHome(path = '/') {
  const user = testUser();
  renderAt(
    path,
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>,
  );
  return user;
}

/** Lets the 300 ms applicant-fetch debounce run out and the answer arrive. */
async function settle(ms = 300) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const lastRequest = () => filterCall.mock.calls.at(-1)?.[0];
const location = () => screen.getByTestId('location').textContent;

describe('the hero', () => {
  // The unfiltered list and the counter count the same resumes.
  beforeEach(() => filterCall.mockResolvedValue(aCardPage(1, 1, ids(1, 3), 1234)));

  it('counts up to the number of resumes over 2 seconds, easing out', async () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const runFrameAt = (ms: number) =>
      act(() => {
        now = ms;
        frames.shift()?.(now);
      });
    openHome();
    await settle();
    await runFrameAt(0);
    expect(screen.getByText('0')).toBeInTheDocument();
    await runFrameAt(500);
    // Ease-out quartic: after a quarter of the time, 1 - 0.75^4 ≈ 68.4% of the total.
    expect(screen.getByText('844')).toBeInTheDocument();
    await runFrameAt(2000);
    expect(screen.getAllByText('1,234')).toHaveLength(2);
    expect(frames).toHaveLength(0);
  });

  it('shows the total at once to visitors who prefer reduced motion, and tells screen readers once', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    openHome();
    await settle();
    expect(screen.getAllByText('1,234')).toHaveLength(2);
  });

  it('keeps the counter at 0 when statistics and the list fail (spec §8: logged only)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(getStatistics).mockRejectedValue(new ApiError('x', 500));
    filterCall.mockRejectedValue(new ApiError('x', 500));
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    openHome();
    await settle();
    expect(screen.getAllByText('0').length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalled();
  });

  it('shows the unfiltered list total, so the two agree (issue 23)', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    filterCall.mockResolvedValue(aCardPage(1, 1, ids(1, 3), 1235));
    openHome();
    await settle();
    expect(screen.getAllByText('1,235')).toHaveLength(2);
    expect(screen.getByText('1,235 applicants')).toBeInTheDocument();
  });

  it('does not count up from 0 again on a later visit in the session (issue 23)', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    window.sessionStorage.setItem('talent-pool.hero-counter', '1234');
    openHome();
    await settle();
    // The same total as last time stands at once: no frame asked for, no 0.
    expect(frames).toHaveLength(0);
    expect(screen.getAllByText('1,234')).toHaveLength(2);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it.each([
    // A visitor makes an account first (issue #23).
    ['anonymous', '/signup'],
    ['authenticated', '/profile'],
  ] as const)("leads a %s visitor from 'Build yours today' to %s", async (status, href) => {
    setAuthState({ ...initialAuthState, status });
    openHome();
    await settle();
    expect(screen.getByRole('link', { name: 'Build yours today' })).toHaveAttribute('href', href);
  });

  it("leads a signed-in company from 'Build yours today' to its requests, never the builder (issue 34)", async () => {
    setAuthState({
      ...initialAuthState,
      status: 'authenticated',
      user: { id: 9, email: 'hr@rafidain.example', name: 'Rafidain Build', role: 'user', is_company: true },
    });
    openHome();
    await settle();
    expect(screen.getByRole('link', { name: 'Build yours today' })).toHaveAttribute('href', '/requests');
  });

  it("reads 'Loading...' while auth is loading", async () => {
    setAuthState({ ...initialAuthState, status: 'loading' });
    openHome();
    await settle();
    expect(screen.queryByRole('link', { name: 'Build yours today' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("scrolls smoothly to 80 px above the search area from 'go to candidates'", async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    const user = openHome();
    await settle();
    jest
      .spyOn(document.getElementById('search-area')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 600 } as DOMRect);
    await user.click(screen.getByRole('link', { name: 'go to candidates' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 520, behavior: 'smooth' });
  });

  it('scrolls to the search area on arrival with #search-area', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(0), 0);
      return 1;
    });
    openHome('/#search-area');
    await settle();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('the applicant listing', () => {
  it('loads page 1 of the latest applicants, 12 a page, newest first (issue 23)', async () => {
    openHome();
    expect(screen.getByText('Loading applicants')).toBeInTheDocument();
    await settle();
    expect(filterCall).toHaveBeenCalledTimes(1);
    expect(lastRequest()).toMatchObject({
      page: 1,
      per_page: 12,
      sort_by: 'created_at',
      sort_order: 'desc',
      search: '',
      mainSpecializations: [],
    });
    expect(screen.getByText('3 applicants')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('formats the total for the locale', async () => {
    filterCall.mockResolvedValue(aCardPage(1, 2, ids(1, 12), 12500));
    openHome();
    await settle();
    expect(screen.getByText('12,500 applicants')).toBeInTheDocument();
  });

  it('offers clearing the search and dropping the last filter when nothing matches (issue 23)', async () => {
    filterCall.mockResolvedValue(aCardPage(1, 1, [], 0));
    const user = openHome('/?q=astronaut&city=Erbil&experience_min=5&experience_max=10');
    await settle();
    expect(screen.getByText('No applicants match this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the filter Experience: 5+ years' }));
    expect(location()).toBe('/?q=astronaut&city=Erbil');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Remove the filter Erbil' }));
    expect(location()).toBe('/?q=astronaut');
    await settle();
    expect(screen.queryByRole('button', { name: /Remove the filter/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(location()).toBe('/');
    await settle();
    expect(screen.getByText('No applicants available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
  });

  it('offers the server’s correction of a search that found nothing, and runs it (issues 17, 23)', async () => {
    filterCall.mockResolvedValue({ ...aCardPage(1, 1, [], 0), suggestion: 'Accountant Najaf' });
    const user = openHome('/?q=acuntant%20Najf&city=Najaf');
    await settle();
    filterCall.mockResolvedValue(aCardPage(1, 1, ids(1, 2), 2));
    const correction = screen.getByRole('button', { name: /^Did you mean/ });
    expect(correction).toHaveTextContent('Did you mean Accountant Najaf?');
    await user.click(correction);
    expect(location()).toBe('/?q=Accountant+Najaf&city=Najaf');
    await settle();
    expect(lastRequest()).toMatchObject({ search: 'Accountant Najaf', city: 'Najaf' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('searchbox')).toHaveValue('Accountant Najaf');
  });

  it("says 'No applicants available' for an empty page", async () => {
    filterCall.mockResolvedValue(aCardPage(1, 1, [], 0));
    openHome();
    await settle();
    expect(screen.getByText('No applicants available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("offers 'Latest' first, then one tab per specialization title", async () => {
    openHome();
    await settle();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Latest', 'Information Technology', 'Business & Administration']);
    expect(screen.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows beside each tab how many resumes it holds, from the facet counts of the first page (issue 17)', async () => {
    const facets = Object.fromEntries(FACET_GROUPS.map((group) => [group, {}])) as DirectoryFacets;
    facets.mainSpecializations = { 'Information Technology': 1234 };
    filterCall.mockResolvedValue({ ...aCardPage(1, 1, ids(1, 3), 3), facets });
    openHome();
    await settle();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Latest', 'Information Technology (1,234)', 'Business & Administration (0)']);
    expect(filterCall.mock.calls[0]![0]).toMatchObject({ page: 1, facets: true });
  });

  it('filters by the chosen tab, from page 1, and keeps it in the URL', async () => {
    const user = openHome();
    await settle();
    filterCall.mockResolvedValue(aCardPage(1, 1, ids(40, 2), 2));
    await user.click(screen.getByRole('tab', { name: 'Information Technology' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await settle();
    expect(lastRequest()).toMatchObject({ page: 1, mainSpecializations: ['Information Technology'] });
    expect(location()).toBe('/?specialization=Information+Technology');
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Latest' }));
    await settle();
    expect(lastRequest()).toMatchObject({ mainSpecializations: [] });
    expect(location()).toBe('/');
  });

  it.each([
    ['/', 'Failed to load applicants. Please try again.'],
    ['/?q=accountant', 'Failed to perform search. Please try again.'],
    ['/?city=Basra', 'Failed to apply advanced filters. Please try again.'],
  ])('shows the spec §8 message above the grid when %s fails', async (path, message) => {
    filterCall.mockRejectedValue(new ApiError('x', 500));
    openHome(path);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it("raises 'Failed to load specializations.' and keeps only 'Latest'", async () => {
    const { alert$ } = jest.requireActual<typeof import('@talent/event-bus')>('@talent/event-bus');
    const alerts: string[] = [];
    const subscription = alert$.subscribe(({ message }) => alerts.push(message));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(getSelectables).mockImplementation(async (name) => {
      if (name === 'specializations') throw new ApiError('x', 500);
      return [] as never;
    });
    openHome();
    await settle();
    expect(alerts).toContain('Failed to load specializations.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Latest']);
    subscription.unsubscribe();
  });
});

describe('the search box', () => {
  it('searches 500 ms after typing stops, then loads page 1 after 300 ms', async () => {
    const user = openHome();
    await settle();
    filterCall.mockClear();
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'محاسب');
    await settle(499);
    expect(location()).toBe('/');
    expect(filterCall).not.toHaveBeenCalled();
    await settle(1);
    expect(location()).toBe(`/?q=${encodeURIComponent('محاسب')}`);
    await settle(299);
    expect(filterCall).not.toHaveBeenCalled();
    await settle(1);
    expect(filterCall).toHaveBeenCalledTimes(1);
    expect(lastRequest()).toMatchObject({ page: 1, search: 'محاسب' });
  });

  it('waits for the pause: quick keystrokes make one search', async () => {
    const user = openHome();
    await settle();
    filterCall.mockClear();
    const box = screen.getByRole('searchbox', { name: 'Search applicants' });
    await user.type(box, 'web');
    await settle(400);
    await user.type(box, ' developer');
    await settle(500);
    await settle(300);
    expect(filterCall).toHaveBeenCalledTimes(1);
    expect(lastRequest()).toMatchObject({ search: 'web developer' });
  });

  it('searches at once with the search button, and treats spaces as empty', async () => {
    const user = openHome('/?city=Basra');
    await settle();
    filterCall.mockClear();
    const box = screen.getByRole('searchbox', { name: 'Search applicants' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settle(800);
    expect(filterCall).not.toHaveBeenCalled();

    await user.type(box, 'Data{Enter}');
    expect(location()).toBe('/?q=Data&city=Basra');
  });

  it('leaves search mode and resets the filters when the query is emptied (spec §4)', async () => {
    const user = openHome('/?q=Data&city=Basra&specialization=Information+Technology');
    await settle();
    await user.clear(screen.getByRole('searchbox', { name: 'Search applicants' }));
    await settle(500);
    expect(location()).toBe('/');
    await settle();
    expect(lastRequest()).toMatchObject({ search: '', city: null, mainSpecializations: [] });
  });

  it('fills the box and searches when an example keyword is clicked', async () => {
    const user = openHome();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Accountant' }));
    expect(screen.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue('Accountant');
    expect(location()).toBe('/?q=Accountant');
    await settle();
    expect(lastRequest()).toMatchObject({ search: 'Accountant' });
  });
});

describe('results into view on a phone (issue 35)', () => {
  /** The results' heading 1,052 px down a 740 px screen, as on a 360 px phone. */
  function headingBelowTheFold() {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
    jest
      .spyOn(document.getElementById('applicants-heading')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 1052 } as DOMRect);
    return scrollTo;
  }

  it('brings the count and the first card into view after an example keyword, and focuses the results', async () => {
    const user = openHome();
    await settle();
    const scrollTo = headingBelowTheFold();
    await user.click(screen.getByRole('button', { name: 'Accountant' }));
    // Not before the new list has arrived.
    expect(scrollTo).not.toHaveBeenCalled();
    await settle();
    expect(scrollTo).toHaveBeenCalledWith({ top: 972, behavior: 'smooth' });
    expect(screen.getByRole('heading', { name: 'Applicants' })).toHaveFocus();
  });

  it('scrolls at once for reduced motion after Search, leaving the focus in the search box', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    const user = openHome();
    await settle();
    const scrollTo = headingBelowTheFold();
    await user.type(screen.getByRole('searchbox'), 'nurse{Enter}');
    await settle();
    expect(scrollTo).toHaveBeenCalledWith({ top: 972, behavior: 'auto' });
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('does not move the page when the results are in view already', async () => {
    const user = openHome();
    await settle();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    jest
      .spyOn(document.getElementById('applicants-heading')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 200 } as DOMRect);
    await user.click(screen.getByRole('tab', { name: /^Latest/ }));
    await settle();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('offers the correction that finds clearly more beside the results', async () => {
    filterCall.mockResolvedValue({ ...aCardPage(1, 1, ids(1, 2), 2), suggestion: 'Accountant' });
    const user = openHome('/?q=acountant');
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /^Did you mean Accountant/ }));
    expect(location()).toBe('/?q=Accountant');
  });
});

describe('applicant cards', () => {
  it('shows the job title, the city with its zone in Baghdad, and the years of experience (issue 23)', async () => {
    filterCall.mockResolvedValue({
      ...aCardPage(1, 1, [], 3),
      data: [
        aCard(1, { jobTitle: 'Accountant', city: 'Najaf', zone: null, experienceYears: 5 }),
        aCard(2, { jobTitle: 'محاسب', city: 'Baghdad', zone: 'Karkh', experienceYears: 1 }),
        aCard(3, { jobTitle: '', city: null, experienceYears: 0 }),
      ],
    });
    openHome();
    await settle();
    const [first, second, third] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('Accountant');
    expect(within(first!).getByText('Najaf')).toBeInTheDocument();
    expect(within(first!).getByText('5 years of experience')).toBeInTheDocument();
    expect(within(second!).getByText('محاسب')).toHaveAttribute('dir', 'auto');
    expect(within(second!).getByText('Baghdad, Karkh')).toBeInTheDocument();
    expect(within(second!).getByText('1 year of experience')).toBeInTheDocument();
    // Nothing to say: no empty line, no '0 years'.
    expect(third).not.toHaveTextContent(/experience/);
    expect(within(third!).getAllByRole('list')).toHaveLength(1); // the top tools only
  });

  const longSummary = Array.from({ length: 25 }, (_, index) => `word${index + 1}`).join(' ');

  it("cuts the summary to 20 words plus an ellipsis with 'See more'", async () => {
    filterCall.mockResolvedValue({
      ...aCardPage(1, 1, [], 1),
      data: [
        aCard(7, {
          summary: longSummary,
          contact: { fullName: 'Zainab Ali', email: 'z@x.iq', workAvailability: true },
        }),
      ],
    });
    openHome();
    await settle();
    const card = screen.getByRole('article');
    const twenty = Array.from({ length: 20 }, (_, index) => `word${index + 1}`).join(' ');
    expect(card).toHaveTextContent(`${twenty}...See more`);
    expect(card).not.toHaveTextContent('word21');
    const seeMore = within(card).getByRole('link', {
      name: 'See more about Zainab Ali (opens in a new tab)',
    });
    expect(seeMore).toHaveAttribute('href', '/preview/7');
    expect(seeMore).toHaveAttribute('target', '_blank');
  });

  it("shows a short summary whole, without 'See more'", async () => {
    filterCall.mockResolvedValue({
      ...aCardPage(1, 1, [], 1),
      data: [aCard(7, { summary: '  Accountant in Basra.  ' })],
    });
    openHome();
    await settle();
    expect(screen.getByText('Accountant in Basra.')).toBeInTheDocument();
    expect(screen.queryByText('See more')).not.toBeInTheDocument();
  });

  it('opens the resume in a new tab from the name, reachable by keyboard', async () => {
    filterCall.mockResolvedValue({
      ...aCardPage(1, 1, [], 1),
      data: [aCard(7, { contact: { fullName: 'زينب علي', email: 'z@x.iq', workAvailability: true } })],
    });
    openHome();
    await settle();
    const link = screen.getByRole('link', { name: 'زينب علي (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/preview/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(
      screen.getByRole('heading', { level: 3, name: 'زينب علي (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('lists at most 3 top tools and the availability badge', async () => {
    filterCall.mockResolvedValue({
      ...aCardPage(1, 1, [], 2),
      data: [
        aCard(1, {
          topTools: [{ item: 'Excel' }, { item: 'SAP' }, { item: 'Power BI' }, { item: 'Python' }],
          contact: { fullName: 'A', email: 'a@x.iq', workAvailability: true },
        }),
        aCard(2, {
          topTools: [],
          contact: { fullName: 'B', email: 'b@x.iq', workAvailability: false },
        }),
      ],
    });
    openHome();
    await settle();
    const [first, second] = screen.getAllByRole('article');
    const tools = within(first!).getByRole('list', { name: 'Top tools' });
    expect(
      within(tools)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Excel', 'SAP', 'Power BI']);
    expect(first).toHaveTextContent('Ready to start');
    expect(second).toHaveTextContent('Currently employed');
    expect(within(second!).queryByRole('list', { name: 'Top tools' })).not.toBeInTheDocument();
  });

  it('shows a photo only from applicant_images, otherwise the default user icon', async () => {
    filterCall.mockResolvedValue({
      ...aCardPage(1, 1, [], 2),
      data: [aCard(1, { image: 'applicant_images/a1.jpg' }), aCard(2, { image: 'avatars/elsewhere.jpg' })],
    });
    const { container } = { container: document.body };
    openHome();
    await settle();
    const images = container.querySelectorAll('article img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/storage/applicant_images/a1.jpg');
    expect(container.querySelectorAll('article svg')).toHaveLength(1);
  });
});

describe('loading more', () => {
  it("appends the next page from 'Load More', reading 'Loading...' meanwhile, and skips duplicate ids", async () => {
    filterCall.mockResolvedValueOnce(aCardPage(1, 3, ids(1, 12), 30));
    const user = openHome();
    await settle();
    let answer!: (page: ReturnType<typeof aCardPage>) => void;
    filterCall.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(lastRequest()).toMatchObject({ page: 2 });
    // Page 2 repeats two applicants of page 1 (a newer resume shifted the pages).
    await act(async () => answer(aCardPage(2, 3, [11, 12, ...ids(13, 10)], 30)));
    const names = screen.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
    expect(names).toHaveLength(22);
    expect(new Set(names).size).toBe(22);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
  });

  it('loads the next page by itself once 10% of the button is in view', async () => {
    filterCall.mockResolvedValueOnce(aCardPage(1, 2, ids(1, 12), 20));
    openHome();
    await settle();
    const button = screen.getByRole('button', { name: 'Load More' });
    filterCall.mockResolvedValueOnce(aCardPage(2, 2, ids(13, 8), 20));
    act(() => FakeIntersectionObserver.show(button, 0.05));
    expect(filterCall).toHaveBeenCalledTimes(1);
    act(() => FakeIntersectionObserver.show(button, 0.1));
    expect(filterCall).toHaveBeenCalledTimes(2);
    expect(lastRequest()).toMatchObject({ page: 2 });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    // The last page is shown: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('asks once while a page is loading, however often the button is seen', async () => {
    filterCall.mockResolvedValueOnce(aCardPage(1, 3, ids(1, 12), 36));
    const user = openHome();
    await settle();
    filterCall.mockReturnValueOnce(new Promise(() => undefined));
    const button = screen.getByRole('button', { name: 'Load More' });
    act(() => FakeIntersectionObserver.show(button, 1));
    act(() => FakeIntersectionObserver.show(button, 1));
    await user.click(button);
    expect(filterCall).toHaveBeenCalledTimes(2);
  });

  it('stops loading more after a failure and says so', async () => {
    filterCall.mockResolvedValueOnce(aCardPage(1, 3, ids(1, 12), 36));
    const user = openHome();
    await settle();
    filterCall.mockRejectedValueOnce(new ApiError('x', 500));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load applicants. Please try again.',
    );
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    filterCall.mockResolvedValueOnce(aCardPage(2, 3, ids(13, 12), 36));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
  });
});

describe('the search in the URL', () => {
  it('restores a shared search: query, tab and filters, with their capsules', async () => {
    openHome(
      '/?q=Data&specialization=Information+Technology&sub=Cybersecurity&gender=Female&age_min=25&age_max=35&city=Baghdad&zone=Karkh&workAvailability=1',
    );
    await settle();
    expect(lastRequest()).toMatchObject({
      search: 'Data',
      mainSpecializations: ['Information Technology'],
      subSpecialities: ['Cybersecurity'],
      gender: 'Female',
      age: { min: 25, max: 35 },
      city: 'Baghdad',
      zone: 'Karkh',
      workAvailability: true,
    });
    expect(screen.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue('Data');
    expect(screen.getByRole('tab', { name: 'Information Technology' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const capsules = within(screen.getByRole('list', { name: 'Active filters' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(capsules).toEqual([
      'Female',
      'Age: 25 - 35 years',
      'Baghdad',
      'Karkh',
      'Ready to start',
      'Information Technology',
      'Cybersecurity',
    ]);
  });

  it('ignores what a hand-edited URL cannot mean', async () => {
    openHome('/?gender=Other&age_min=abc&zone=Karkh&city=Basra&freshGraduate=maybe&sub=Cybersecurity');
    await settle();
    expect(lastRequest()).toMatchObject({
      gender: null,
      age: null,
      city: 'Basra',
      zone: null,
      freshGraduate: null,
      subSpecialities: [],
    });
  });

  it('removes one filter with its capsule; the city takes its zone along', async () => {
    const user = openHome('/?city=Baghdad&zone=Risafa&experience_min=3&experience_max=6');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Remove filter Experience: 3 - 6 years' }));
    expect(location()).toBe('/?city=Baghdad&zone=Risafa');
    await user.click(screen.getByRole('button', { name: 'Remove filter Baghdad' }));
    expect(location()).toBe('/');
    await settle();
    expect(lastRequest()).toMatchObject({ city: null, zone: null, experience: null });
  });

  it("goes back to 'Latest' when the specialization capsule is removed, dropping its sub-specialities", async () => {
    const user = openHome('/?specialization=Information+Technology&sub=Cybersecurity');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Remove filter Information Technology' }));
    expect(location()).toBe('/');
    expect(screen.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  });

  it('prunes sub-specialities that do not belong to a newly chosen tab', async () => {
    const user = openHome('/?specialization=Information+Technology&sub=Cybersecurity');
    await settle();
    await user.click(screen.getByRole('tab', { name: 'Business & Administration' }));
    expect(location()).toBe('/?specialization=Business+%26+Administration');
  });
});
