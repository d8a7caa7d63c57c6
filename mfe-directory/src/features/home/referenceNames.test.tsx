import { filterApplicants, getSelectables, getStatistics } from '@talent/api-sdk';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { i18n, initI18n } from '@talent/i18n';
import arDirectory from '@talent/i18n/src/locales/ar/directory.json';
import arReference from '@talent/i18n/src/locales/ar/reference.json';
import { act, configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt, testUser } from '../../testing/renderAt';
import { aCard, aCardPage, referenceLists } from '@talent/test-kit';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import HomePage from './HomePage';

// The stored values (English) reach the Arabic interface by their names in the `reference` catalogue.

configure({ asyncUtilTimeout: 5000 });

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  filterApplicants: jest.fn(),
  getSelectables: jest.fn(),
  getStatistics: jest.fn(),
}));

const filterCall = jest.mocked(filterApplicants);

beforeAll(() => {
  initI18n();
  i18n.addResourceBundle('ar', 'directory', arDirectory);
  i18n.addResourceBundle('ar', 'reference', arReference);
});

beforeEach(async () => {
  jest.useFakeTimers();
  FakeIntersectionObserver.install();
  filterCall.mockReset().mockResolvedValue({
    ...aCardPage(1, 1, [], 2),
    data: [
      aCard(1, { contact: { fullName: 'Sara', email: 's@example.com', workAvailability: true } }),
      aCard(2, { contact: { fullName: 'Omar', email: 'o@example.com', workAvailability: false } }),
    ],
  });
  jest.mocked(getStatistics).mockResolvedValue({ totalResumes: 2 });
  jest.mocked(getSelectables).mockImplementation(async (name) => {
    const lists: Record<string, unknown> = {
      ...referenceLists(),
      languages: ['Arabic', 'Kurdish'],
    };
    return lists[name] as never;
  });
  setAuthState({ ...initialAuthState, status: 'anonymous' });
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
  await i18n.changeLanguage('ar');
});

afterEach(async () => {
  jest.useRealTimers();
  await i18n.changeLanguage('en');
});

async function settle(ms = 300) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

function openHome(path: string) {
  const user = testUser();
  const view = renderAt(
    path,
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>,
  );
  return { user, view };
}

const lastRequest = () => filterCall.mock.calls.at(-1)?.[0];

describe('the Talent Pool in Arabic', () => {
  it('names the tabs, capsules and badges in Arabic while the filters keep the English values', async () => {
    const { view } = openHome(
      "/?specialization=Information+Technology&sub=Cybersecurity&gender=Female&city=Baghdad&zone=Karkh&degree=Bachelor's",
    );
    await settle();

    expect(screen.getByRole('tab', { name: 'تكنولوجيا المعلومات' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'الأعمال والإدارة' })).toBeInTheDocument();
    const capsules = within(screen.getByRole('list', { name: 'عوامل التصفية المفعّلة' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(capsules).toEqual([
      'أنثى',
      'بغداد',
      'الكرخ',
      'بكالوريوس',
      'تكنولوجيا المعلومات',
      'الأمن السيبراني',
    ]);
    expect(lastRequest()).toMatchObject({
      mainSpecializations: ['Information Technology'],
      subSpecialities: ['Cybersecurity'],
      gender: 'Female',
      city: 'Baghdad',
      zone: 'Karkh',
      degree: "Bachelor's",
    });
    expect(screen.getByText('جاهز للمباشرة')).toBeInTheDocument();
    expect(screen.getByText('يعمل حالياً')).toBeInTheDocument();
    view.unmount();
  });

  it("writes a card's availability badge in the applicant's gender, neutral when it is not given", async () => {
    filterCall.mockReset().mockResolvedValue({
      ...aCardPage(1, 1, [], 4),
      data: [
        aCard(1, {
          contact: { fullName: 'هدى', email: 'h@example.com', workAvailability: true, gender: 'Female' },
        }),
        aCard(2, {
          contact: { fullName: 'زينب', email: 'z@example.com', workAvailability: false, gender: 'Female' },
        }),
        aCard(3, {
          contact: { fullName: 'علي', email: 'a@example.com', workAvailability: false, gender: 'Male' },
        }),
        aCard(4, { contact: { fullName: 'سامر', email: 's@example.com', workAvailability: true } }),
      ],
    });
    const { view } = openHome('/');
    await settle();
    const cardOf = (name: string) =>
      screen.getByRole('link', { name: new RegExp(`^${name} `) }).closest('article') as HTMLElement;
    expect(within(cardOf('هدى')).getByText('جاهزة للمباشرة')).toBeInTheDocument();
    expect(within(cardOf('زينب')).getByText('تعمل حالياً')).toBeInTheDocument();
    expect(within(cardOf('علي')).getByText('يعمل حالياً')).toBeInTheDocument();
    expect(within(cardOf('سامر')).getByText('جاهز للمباشرة')).toBeInTheDocument();
    view.unmount();
  });

  it('offers Arabic names in the advanced search and sends the English value', async () => {
    const { user, view } = openHome('/?specialization=Information+Technology');
    await settle();
    await user.click(screen.getByRole('button', { name: 'بحث متقدّم' }));
    const dialog = await screen.findByRole('dialog', { name: 'بحث متقدّم' });

    const city = within(dialog).getByRole('combobox', { name: 'المحافظة' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['أي محافظة', 'بغداد', 'البصرة', 'أربيل']);
    const degree = within(dialog).getByRole('combobox', { name: 'الشهادة' });
    expect(within(degree).getByRole('option', { name: 'طالب جامعي' })).toHaveValue('Undergraduate');
    expect(
      within(dialog).getByRole('heading', { name: 'التخصصات الفرعية ضمن تكنولوجيا المعلومات' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'تطوير البرمجيات' })).toBeInTheDocument();

    await user.selectOptions(city, 'بغداد');
    await user.click(within(dialog).getByRole('button', { name: 'الرصافة' }));
    await user.click(within(dialog).getByRole('button', { name: 'ذكر' }));
    // Issue 30: a language spoken, named in Arabic, sent by its English name.
    await user.click(within(dialog).getByRole('checkbox', { name: 'الكردية' }));
    await user.click(within(dialog).getByRole('button', { name: 'تطبيق عوامل التصفية' }));
    await settle();
    expect(lastRequest()).toMatchObject({
      city: 'Baghdad',
      zone: 'Risafa',
      gender: 'Male',
      languages: ['Kurdish'],
    });
    expect(screen.getByRole('button', { name: /الكردية/ })).toBeInTheDocument();
    view.unmount();
  });

  it('offers the example searches in Arabic and searches the word it shows', async () => {
    const { user, view } = openHome('/');
    await settle();
    await user.click(screen.getByRole('button', { name: 'محاسب' }));
    await settle(600);
    expect(screen.getByRole('searchbox', { name: 'البحث عن متقدّمين' })).toHaveValue('محاسب');
    expect(lastRequest()).toMatchObject({ search: 'محاسب' });
    view.unmount();
  });
});
