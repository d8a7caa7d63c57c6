import { i18n, initI18n } from '@talent/i18n';
import arBuilder from '@talent/i18n/src/locales/ar/builder.json';
import arReference from '@talent/i18n/src/locales/ar/reference.json';
import { STORAGE_KEYS } from '@talent/resume-model';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { anAccountantDraft } from '@talent/test-kit';
import { calls, serveResume } from '../../../testing/openBuilder';
import { renderAt } from '../../../testing/renderAt';
import ResumeBuilderPage from '../ResumeBuilderPage';

// The builder in Arabic: every choice of a fixed list is named in Arabic, and the English value is
// what the resume keeps.

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);

beforeAll(() => {
  initI18n();
  i18n.addResourceBundle('ar', 'builder', arBuilder);
  i18n.addResourceBundle('ar', 'reference', arReference);
});

beforeEach(async () => {
  jest.clearAllMocks();
  window.localStorage.clear();
  // The live preview renders in a root of its own, which follows the language too.
  await act(() => i18n.changeLanguage('ar'));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function openBuilderOn(tab: string) {
  window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, tab);
  const user = userEvent.setup({ delay: null });
  const view = renderAt(
    '/resume-builder',
    <Routes>
      <Route path="/resume-builder" element={<ResumeBuilderPage />} />
    </Routes>,
  );
  await screen.findByRole('heading', { level: 1, name: 'منشئ السيرة الذاتية' });
  await screen.findByRole('tablist', { name: 'أقسام السيرة الذاتية' });
  return { user, view };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).value]);

describe('the builder in Arabic', () => {
  it('names genders, governorates and zones in Arabic and saves the English value', async () => {
    const server = serveResume(anAccountantDraft());
    const { user, view } = await openBuilderOn('personal');

    expect(optionsOf(screen.getByRole('combobox', { name: /الجنس/ }))).toEqual([
      ['اختر الجنس...', ''],
      ['أنثى', 'Female'],
      ['ذكر', 'Male'],
    ]);
    const city = screen.getByRole('combobox', { name: /المحافظة/ });
    expect(optionsOf(city)).toEqual([
      ['اختر المحافظة...', ''],
      ['بغداد', 'Baghdad'],
      ['البصرة', 'Basra'],
      ['أربيل', 'Erbil'],
    ]);
    await user.selectOptions(city, 'بغداد');
    const zone = await screen.findByRole('combobox', { name: /المنطقة/ });
    expect(optionsOf(zone)).toEqual([
      ['اختر المنطقة...', ''],
      ['الكرخ', 'Karkh'],
      ['الرصافة', 'Risafa'],
    ]);
    await user.selectOptions(zone, 'الرصافة');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalled());
    expect(server.stored().contact).toMatchObject({ city: 'Baghdad', zone: 'Risafa', gender: 'Female' });
    view.unmount();
  });

  it("names specialisations, degrees, 'Present' and course durations in Arabic", async () => {
    serveResume({
      ...anAccountantDraft(),
      education: [
        {
          degree: 'Undergraduate',
          institute: 'University of Baghdad',
          duration: { start_year: '2022', start_month: '9', end_year: 'Present', end_month: '' },
        },
      ],
      courses: [{ title: 'Payroll', entity: 'Iraqi Accountants Union', duration: '3 months' }],
    });
    const { view } = await openBuilderOn('education');

    expect(screen.getByRole('checkbox', { name: 'تكنولوجيا المعلومات' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'الأعمال والإدارة' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'المحاسبة والمالية' })).toBeChecked();
    // A specialisation the catalogue does not know keeps the server's title.
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).toBeInTheDocument();

    const education = screen.getByRole('group', { name: 'المؤهل الدراسي ١' });
    const degree = within(education).getByRole('combobox', { name: /^الشهادة/ });
    // The draft is a woman's (anAccountantDraft): Arabic names her degree and role in the feminine (issue 35).
    expect(degree).toHaveDisplayValue('طالبة جامعية');
    expect(within(education).getByRole('combobox', { name: /سنة الانتهاء/ })).toHaveDisplayValue('حتى الآن');
    const course = screen.getByRole('group', { name: 'الدورة ١' });
    expect(within(course).getByRole('combobox', { name: /المدة/ })).toHaveDisplayValue('ثلاثة أشهر');
    view.unmount();
  });

  it('names skills, levels and roles in Arabic', async () => {
    serveResume({
      ...anAccountantDraft(),
      activities: [{ title: 'Basra Youth Forum', participatedAs: 'Mentor', year: '2023' }],
    });
    const { view } = await openBuilderOn('skills-activities');

    expect(screen.getByText('العمل الجماعي')).toBeInTheDocument();
    // The suggestions offer the English value under its Arabic name.
    const suggestion = view.container.ownerDocument.querySelector('datalist option[value="Leadership"]');
    expect(suggestion).toHaveAttribute('label', 'القيادة');
    const tool = screen.getByRole('group', { name: 'الأداة ١' });
    const level = within(tool).getByRole('combobox', { name: /المستوى/ });
    expect(level).toHaveDisplayValue('جيد جداً');
    expect(optionsOf(level).map(([label]) => label)).toEqual([
      'اختر المستوى...',
      'مبتدئ',
      'متوسط',
      'جيد',
      'جيد جداً',
      'ممتاز',
    ]);
    const activity = screen.getByRole('group', { name: 'النشاط ١' });
    expect(within(activity).getByRole('combobox', { name: /المشاركة بصفة/ })).toHaveDisplayValue('مرشدة');
    view.unmount();
  });
});
