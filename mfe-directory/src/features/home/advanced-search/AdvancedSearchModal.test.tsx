import {
  type ApplicantFilterRequest,
  filterApplicants,
  getSelectables,
  getStatistics,
} from '@talent/api-sdk';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { i18n } from '@talent/i18n';
import { type ApplicantPage, type DirectoryFacets, FACET_GROUPS } from '@talent/resume-model';
import { theme } from '@talent/ui';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt, testUser } from '../../../testing/renderAt';
import { aCardPage, ids, referenceLists } from '@talent/test-kit';
import { FakeIntersectionObserver } from '../../../testing/fakeIntersectionObserver';
import HomePage from '../HomePage';

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
  jest.mocked(getStatistics).mockResolvedValue({ totalResumes: 3 });
  jest.mocked(getSelectables).mockImplementation(async (name) => {
    const lists: Record<string, unknown> = {
      ...referenceLists(),
      languages: ['Arabic', 'Kurdish', 'English'],
    };
    return lists[name] as never;
  });
  setAuthState({ ...initialAuthState, status: 'anonymous' });
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
});

afterEach(() => {
  jest.useRealTimers();
});

async function settle(ms = 300) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const location = () => screen.getByTestId('location').textContent;
const lastRequest = () => filterCall.mock.calls.at(-1)?.[0];

async function openModal(path = '/') {
  const user = testUser();
  renderAt(
    path,
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>,
  );
  await settle();
  await user.click(screen.getByRole('button', { name: 'Advanced search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
  return { user, dialog };
}

const ageBox = (dialog: HTMLElement, end: 'Minimum' | 'Maximum') =>
  within(within(dialog).getByRole('group', { name: 'Age range' })).getByRole('spinbutton', { name: end });
const experienceBox = (dialog: HTMLElement, end: 'Minimum' | 'Maximum') =>
  within(within(dialog).getByRole('group', { name: 'Experience (years)' })).getByRole('spinbutton', {
    name: end,
  });

describe('the advanced search modal', () => {
  it("has the spec's sections and buttons, and no subspecialities on 'Latest'", async () => {
    const { dialog } = await openModal();
    const sections = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // The spec's four, and issue 30's languages spoken.
    expect(sections).toEqual([
      'Personal Details',
      'Location',
      'Education',
      'Experience & Availability',
      'Languages spoken',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
    // Issue 23: open ranges, age 16 to 65+ and experience 0 to 10+.
    expect(ageBox(dialog, 'Minimum')).toHaveValue(16);
    expect(ageBox(dialog, 'Maximum')).toHaveValue(65);
    expect(experienceBox(dialog, 'Minimum')).toHaveValue(0);
    expect(experienceBox(dialog, 'Maximum')).toHaveValue(10);
  });

  describe("range inputs (spec §5 'Range inputs')", () => {
    it.each([
      ['Minimum', '10', 16, 65],
      ['Minimum', '70', 65, 65],
      ['Maximum', '80', 16, 65],
      ['Maximum', '5', 16, 16],
      ['Minimum', '', 16, 65],
      ['Maximum', '', 16, 65],
    ] as const)('clamps an age %s of %p on blur to %p–%p', async (end, typed, min, max) => {
      const { user, dialog } = await openModal();
      const box = ageBox(dialog, end);
      await user.clear(box);
      if (typed) await user.type(box, typed);
      await user.tab();
      expect(ageBox(dialog, 'Minimum')).toHaveValue(min);
      expect(ageBox(dialog, 'Maximum')).toHaveValue(max);
    });

    it('filters by a typed minimum alone, sending no maximum: 2+ years (issue 23)', async () => {
      const { user, dialog } = await openModal();
      await user.clear(experienceBox(dialog, 'Minimum'));
      await user.type(experienceBox(dialog, 'Minimum'), '2');
      await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
      expect(location()).toBe('/?experience_min=2&experience_max=10');
      await settle();
      expect(lastRequest()).toMatchObject({ experience: { min: 2, max: null } });
      expect(screen.getByRole('button', { name: /Remove filter Experience: 2\+ years/ })).toBeInTheDocument();
    });

    it('keeps the minimum at or below the maximum the user chose', async () => {
      const { user, dialog } = await openModal();
      await user.clear(experienceBox(dialog, 'Maximum'));
      await user.type(experienceBox(dialog, 'Maximum'), '4');
      await user.clear(experienceBox(dialog, 'Minimum'));
      await user.type(experienceBox(dialog, 'Minimum'), '7');
      await user.tab();
      expect(experienceBox(dialog, 'Minimum')).toHaveValue(4);
      expect(experienceBox(dialog, 'Maximum')).toHaveValue(4);
    });

    it('settles a box still being typed in when the form is submitted with Enter', async () => {
      const { user, dialog } = await openModal();
      await user.clear(ageBox(dialog, 'Maximum'));
      await user.type(ageBox(dialog, 'Maximum'), '99');
      // What Enter does in the box: the browser submits the form without a blur first.
      fireEvent.submit(ageBox(dialog, 'Maximum').closest('form')!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // 16–65+ is the whole range: no age filter at all.
      expect(location()).toBe('/');
    });
  });

  it('reveals the zones only for Baghdad, and drops the zone for another city', async () => {
    const { user, dialog } = await openModal();
    const city = within(dialog).getByRole('combobox', { name: 'City' });
    await within(dialog).findByRole('option', { name: 'Baghdad' });
    expect(within(dialog).queryByRole('group', { name: 'Zone' })).not.toBeInTheDocument();
    await user.selectOptions(city, 'Baghdad');
    const zones = within(dialog).getByRole('group', { name: 'Zone' });
    await user.click(within(zones).getByRole('button', { name: 'Karkh' }));
    expect(within(zones).getByRole('button', { name: 'Karkh' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(city, 'Basra');
    expect(within(dialog).queryByRole('group', { name: 'Zone' })).not.toBeInTheDocument();
    await user.selectOptions(city, 'Baghdad');
    expect(
      within(within(dialog).getByRole('group', { name: 'Zone' })).getByRole('button', { name: 'Karkh' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('clears gender and availability when the chosen value is clicked again', async () => {
    const { user, dialog } = await openModal();
    const female = within(within(dialog).getByRole('group', { name: 'Gender' })).getByRole('button', {
      name: 'Female',
    });
    await user.click(female);
    expect(female).toHaveAttribute('aria-pressed', 'true');
    await user.click(female);
    expect(female).toHaveAttribute('aria-pressed', 'false');

    const ready = within(within(dialog).getByRole('group', { name: 'Work availability' })).getByRole(
      'button',
      {
        name: 'Ready to start',
      },
    );
    await user.click(ready);
    await user.click(ready);
    expect(ready).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies every filter at once from page 1, shows them as capsules, and closes', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Male' }));
    await user.clear(ageBox(dialog, 'Minimum'));
    await user.type(ageBox(dialog, 'Minimum'), '25');
    await user.clear(ageBox(dialog, 'Maximum'));
    await user.type(ageBox(dialog, 'Maximum'), '35');
    await within(dialog).findByRole('option', { name: 'Baghdad' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'City' }), 'Baghdad');
    await user.click(within(dialog).getByRole('button', { name: 'Risafa' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Degree' }), "Bachelor's");
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Fresh graduate' })).getByRole('button', {
        name: 'No',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Currently employed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe(
      '/?gender=Male&age_min=25&age_max=35&city=Baghdad&zone=Risafa&degree=Bachelor%27s&freshGraduate=0&workAvailability=0',
    );
    await settle();
    expect(lastRequest()).toMatchObject({
      page: 1,
      gender: 'Male',
      age: { min: 25, max: 35 },
      city: 'Baghdad',
      zone: 'Risafa',
      degree: "Bachelor's",
      freshGraduate: false,
      workAvailability: false,
      experience: null,
    });
    const capsules = within(screen.getByRole('list', { name: 'Active filters' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(capsules).toEqual([
      'Male',
      'Age: 25 - 35 years',
      'Baghdad',
      'Risafa',
      "Bachelor's",
      'Not a fresh graduate',
      'Currently employed',
    ]);
  });

  it('offers the active tab’s subspecialities, and sends the chosen ones', async () => {
    const { user, dialog } = await openModal('/?specialization=Information+Technology');
    expect(
      within(dialog).getByRole('heading', { name: 'Subspecialities of Information Technology' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Accounting & Finance' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cybersecurity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(location()).toBe('/?specialization=Information+Technology&sub=Cybersecurity');
    await settle();
    expect(lastRequest()).toMatchObject({
      mainSpecializations: ['Information Technology'],
      subSpecialities: ['Cybersecurity'],
    });
  });

  it('offers the languages spoken, sends the chosen ones and shows each as a capsule (issue 30)', async () => {
    const { user, dialog } = await openModal('/?language=Syriac');
    const languages = within(dialog).getByRole('group', { name: 'Languages spoken' });
    // A language the URL names that the list lacks stays offered, and chosen.
    expect(within(languages).getByRole('checkbox', { name: 'Syriac' })).toBeChecked();
    await user.click(await within(languages).findByRole('checkbox', { name: 'Kurdish' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(location()).toBe('/?language=Syriac&language=Kurdish&language=English');
    await settle();
    expect(lastRequest()).toMatchObject({ languages: ['Syriac', 'Kurdish', 'English'] });
    const capsules = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(capsules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Syriac',
      'Kurdish',
      'English',
    ]);
    await user.click(capsules.getByRole('button', { name: 'Remove filter Kurdish' }));
    expect(location()).toBe('/?language=Syriac&language=English');
  });

  it('resets every filter to its default and reloads page 1, keeping the query and the tab', async () => {
    const { user, dialog } = await openModal(
      '/?q=Data&specialization=Information+Technology&sub=Cybersecurity&gender=Female&city=Erbil&age_min=20&age_max=30',
    );
    expect(ageBox(dialog, 'Minimum')).toHaveValue(20);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(ageBox(dialog, 'Minimum')).toHaveValue(16);
    expect(within(dialog).getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(location()).toBe('/?q=Data&specialization=Information+Technology');
    await settle();
    expect(lastRequest()).toMatchObject({
      page: 1,
      search: 'Data',
      gender: null,
      city: null,
      age: null,
      subSpecialities: [],
    });
  });

  it('closes without applying on Escape, on the close button and on a backdrop click', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Female' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/');
    expect(screen.getByRole('button', { name: 'Advanced search' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    const backdrop = (await screen.findByRole('dialog')).parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user, dialog } = await openModal();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Apply Filters' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('the counts beside each choice (issue 17)', () => {
  const facetsOf = (groups: Partial<DirectoryFacets>) =>
    ({ ...Object.fromEntries(FACET_GROUPS.map((group) => [group, {}])), ...groups }) as DirectoryFacets;
  const listPage = (facets: DirectoryFacets): ApplicantPage => ({
    ...aCardPage(1, 1, ids(1, 3), 3),
    facets,
  });
  const applied = facetsOf({
    gender: { Male: 7 },
    city: { Baghdad: 12, Erbil: 1234 },
    degree: { "Bachelor's": 3 },
    freshGraduate: { '1': 2, '0': 5 },
    workAvailability: { '1': 4 },
    subSpecializations: { Cybersecurity: 6 },
    languages: { Arabic: 9, English: 2 },
  });

  /** The modal's own calls (one card, with facets), answered one by one by the test. */
  function modalCalls(listFacets: (request: ApplicantFilterRequest) => DirectoryFacets = () => applied) {
    const pending: Array<{
      request: ApplicantFilterRequest;
      signal: AbortSignal | undefined;
      resolve: (page: ApplicantPage) => void;
      reject: (error: Error) => void;
    }> = [];
    filterCall.mockImplementation((request, options) => {
      if (request.per_page !== 1) return Promise.resolve(listPage(listFacets(request)));
      return new Promise((resolve, reject) => {
        pending.push({ request, signal: options?.signal, resolve, reject });
      });
    });
    return pending;
  }

  const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
  const optionNames = (dialog: HTMLElement, name: string) =>
    within(within(dialog).getByRole('combobox', { name }))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it("shows the applied search's counts at once, formatted, with zero dimmed but readable", async () => {
    const pending = modalCalls();
    const { dialog } = await openModal('/?specialization=Information+Technology');
    await within(dialog).findByRole('option', { name: 'Baghdad (12)' });
    expect(optionNames(dialog, 'City')).toEqual(['Any city', 'Baghdad (12)', 'Basra (0)', 'Erbil (1,234)']);
    expect(optionNames(dialog, 'Degree')).toEqual([
      'Any degree',
      'Undergraduate (0)',
      "Bachelor's (3)",
      "Master's (0)",
    ]);
    const male = within(group(dialog, 'Gender')).getByRole('button', { name: 'Male (7)' });
    const female = within(group(dialog, 'Gender')).getByRole('button', { name: 'Female (0)' });
    expect(within(group(dialog, 'Fresh graduate')).getByRole('button', { name: 'Yes (2)' })).toBeVisible();
    expect(within(group(dialog, 'Fresh graduate')).getByRole('button', { name: 'No (5)' })).toBeVisible();
    expect(
      within(group(dialog, 'Work availability')).getByRole('button', { name: 'Ready to start (4)' }),
    ).toBeVisible();
    expect(
      within(group(dialog, 'Work availability')).getByRole('button', { name: 'Currently employed (0)' }),
    ).toBeEnabled();
    // Dimmed in the muted text colour, whose contrast on a surface the theme's test holds at 4.5:1 or more.
    expect(female).toHaveStyle({ color: theme.colors.textMuted });
    expect(male).not.toHaveStyle({ color: theme.colors.textMuted });
    expect(within(dialog).getByRole('checkbox', { name: 'Cybersecurity (6)' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Arabic (9)' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Kurdish (0)' })).toBeEnabled();
    const empty = within(dialog).getByRole('checkbox', { name: 'Software Development (0)' });
    expect(empty.closest('label')).toHaveStyle({ color: theme.colors.textMuted });
    // The page's own answer held the counts: the modal asked nothing until a choice changed.
    await settle();
    expect(pending).toHaveLength(0);
    // Still a choice like any other.
    await testUser().click(female);
    expect(female).toHaveAttribute('aria-pressed', 'true');
    await settle(250);
    expect(pending).toHaveLength(1);
  });

  it('asks once for the draft 250 ms after the choices change, keeping the old counts meanwhile', async () => {
    const pending = modalCalls();
    const { user, dialog } = await openModal();
    await within(dialog).findByRole('option', { name: 'Baghdad (12)' });
    await user.click(within(group(dialog, 'Gender')).getByRole('button', { name: 'Female (0)' }));
    await user.click(within(group(dialog, 'Gender')).getByRole('button', { name: 'Male (7)' }));
    await settle(200);
    expect(pending).toHaveLength(0);
    await settle(50);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.request).toMatchObject({ page: 1, per_page: 1, facets: true, gender: 'Male' });
    // Still the previous counts while the answer is on its way: nothing flickers.
    expect(optionNames(dialog, 'City')).toEqual(['Any city', 'Baghdad (12)', 'Basra (0)', 'Erbil (1,234)']);

    await act(async () => {
      pending[0]!.resolve(listPage(facetsOf({ gender: { Male: 7, Female: 2 }, city: { Basra: 1 } })));
    });
    expect(optionNames(dialog, 'City')).toEqual(['Any city', 'Baghdad (0)', 'Basra (1)', 'Erbil (0)']);
    expect(within(group(dialog, 'Gender')).getByRole('button', { name: 'Female (2)' })).toBeVisible();
  });

  it('drops the answer of a draft that changed since, aborting its call', async () => {
    const pending = modalCalls();
    const { user, dialog } = await openModal();
    await within(dialog).findByRole('option', { name: 'Baghdad (12)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'City' }), 'Basra');
    await settle(250);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'City' }), 'Erbil');
    expect(pending[0]!.signal?.aborted).toBe(true);
    await settle(250);
    expect(pending[1]!.request).toMatchObject({ city: 'Erbil', facets: true });
    await act(async () => {
      pending[1]!.resolve(listPage(facetsOf({ gender: { Female: 9 } })));
      pending[0]!.resolve(listPage(facetsOf({ gender: { Female: 1 } })));
    });
    expect(within(group(dialog, 'Gender')).getByRole('button', { name: 'Female (9)' })).toBeVisible();
  });

  it("after Reset, shows the page's new counts and asks again once the draft leaves them", async () => {
    const everyone = facetsOf({ gender: { Male: 7, Female: 4 }, city: { Baghdad: 20 } });
    const pending = modalCalls((request) => (request.gender === 'Female' ? applied : everyone));
    const { user, dialog } = await openModal('/?gender=Female');
    await within(dialog).findByRole('option', { name: 'Baghdad (12)' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await settle();
    expect(within(dialog).getByRole('option', { name: 'Baghdad (20)' })).toBeInTheDocument();
    // The dialog asked for the cleared search before the page did (250 ms before 300 ms); the page's
    // answer, the same counts, made that call moot.
    expect(pending.map((call) => call.signal?.aborted)).toEqual([true]);
    // Female again: the counts the dialog opened with belong to a search no longer applied, so it asks.
    await user.click(within(group(dialog, 'Gender')).getByRole('button', { name: 'Female (4)' }));
    await settle(250);
    expect(pending).toHaveLength(2);
    expect(pending[1]!.request).toMatchObject({ gender: 'Female', facets: true });
    await act(async () => pending[1]!.resolve(listPage(facetsOf({ city: { Baghdad: 3 } }))));
    expect(within(dialog).getByRole('option', { name: 'Baghdad (3)' })).toBeInTheDocument();
  });

  it('omits the counts when their call fails, and the filters still apply', async () => {
    const pending = modalCalls();
    const { user, dialog } = await openModal();
    await within(dialog).findByRole('option', { name: 'Baghdad (12)' });
    await user.click(within(group(dialog, 'Gender')).getByRole('button', { name: 'Female (0)' }));
    await settle(250);
    await act(async () => pending[0]!.reject(new Error('Network Error')));
    expect(within(dialog).queryAllByTestId('option-count')).toEqual([]);
    expect(optionNames(dialog, 'City')).toEqual(['Any city', 'Baghdad', 'Basra', 'Erbil']);
    expect(within(group(dialog, 'Gender')).getByRole('button', { name: 'Female' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(location()).toBe('/?gender=Female');
  });

  it.each([
    ['ar', '(١٢)', '(١٬٢٣٤)'],
    ['ckb', '(١٢)', '(١٬٢٣٤)'],
  ])('writes the counts in %s digits', async (language, twelve, thousands) => {
    modalCalls();
    await act(() => i18n.changeLanguage(language));
    try {
      const user = testUser();
      renderAt(
        '/',
        <Routes>
          <Route path="/" element={<HomePage />} />
        </Routes>,
      );
      await settle();
      await user.click(screen.getByRole('button', { name: i18n.t('directory:filters.title') }));
      const dialog = await screen.findByRole('dialog');
      const city = within(dialog).getByRole('combobox', { name: i18n.t('directory:filters.city') });
      const texts = () =>
        within(city)
          .queryAllByRole('option')
          .map((option) => option.textContent ?? '');
      await waitFor(() => expect(texts().some((text) => text.endsWith(twelve))).toBe(true));
      expect(texts().some((text) => text.endsWith(thousands))).toBe(true);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
