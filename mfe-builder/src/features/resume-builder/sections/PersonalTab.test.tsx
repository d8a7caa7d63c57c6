import { i18n } from '@talent/i18n';
import arValidation from '@talent/i18n/src/locales/ar/validation.json';
import { emptyResume } from '@talent/resume-model';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anAccountantDraft, messagesOf, recordAlerts } from '@talent/test-kit';
import { calls, openBuilder, serveResume } from '../../../testing/openBuilder';

jest.mock('@talent/api-sdk', () => jest.requireActual('../../../testing/sdkBoundary').stubbedSdk());

jest.setTimeout(30_000);
const alerts = recordAlerts();

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

function blankPersonal() {
  const draft = anAccountantDraft();
  return { ...draft, contact: { ...emptyResume().contact } };
}

describe('Personal tab validation (spec §5 Personal)', () => {
  it('shows no message before validation is triggered', async () => {
    serveResume(blankPersonal());
    await openBuilder();
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
  });

  it('shows every required message after Validate, with the submit-level alert', async () => {
    serveResume({ ...blankPersonal(), contact: { ...emptyResume().contact } });
    const user = await openBuilder();
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    for (const message of [
      'Full name is required',
      'Email is required',
      'Date of birth is required',
      'Phone number is required',
      'Gender is required',
      'City is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(messagesOf(alerts)).toContain(
      'Please fill in the required fields in the following sections: Personal',
    );
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'true');
    // The first field to fix takes focus.
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
  });

  it('shows the messages in Arabic, and switches them with the language while they are on screen', async () => {
    i18n.addResourceBundle('ar', 'validation', arValidation);
    serveResume(blankPersonal());
    const user = await openBuilder();
    await act(() => i18n.changeLanguage('ar'));
    try {
      await user.click(await screen.findByRole('button', { name: 'تحقّق' }));
      expect(await screen.findByText('رقم الهاتف مطلوب')).toBeInTheDocument();
      expect(messagesOf(alerts)).toContain('يرجى ملء الحقول المطلوبة في الأقسام التالية: المعلومات الشخصية');

      await act(() => i18n.changeLanguage('en'));
      expect(screen.getByText('Phone number is required')).toBeInTheDocument();
      expect(screen.queryByText('رقم الهاتف مطلوب')).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("says 'Invalid email format' for an address without a domain", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'noor@example');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('rejects a number that is not Iraqi, quoting two examples', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(
      await screen.findByText('Invalid phone number format (e.g. +9647701234567 or 07701234567)'),
    ).toBeInTheDocument();
  });

  it("asks for the zone in Baghdad ('Zone is required for Baghdad') and clears it for another city", async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    expect(screen.queryByLabelText(/Zone/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/City/), 'Baghdad');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Zone is required for Baghdad')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/Zone/), 'Risafa');
    await waitFor(() => expect(screen.queryByText('Zone is required for Baghdad')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/City/), 'Erbil');
    expect(screen.queryByLabelText(/Zone/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/City/), 'Baghdad');
    expect(screen.getByLabelText(/Zone/)).toHaveValue('');
  });

  it('hides the messages again after 6 s', async () => {
    jest.useFakeTimers();
    try {
      serveResume(blankPersonal());
      const user = await openBuilder({ timers: true });
      await user.click(screen.getByRole('button', { name: 'Validate' }));
      expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5_900));
      expect(screen.getByText('Phone number is required')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Iraqi phone normalisation (spec §5)', () => {
  it.each([
    ['0770 123 4567', '+9647701234567'],
    ['(0770) 123-4567', '+9647701234567'],
    ['00964 770 123 4567', '+9647701234567'],
    ['7701234567', '+9647701234567'],
    ['0770.123.4567', '+9647701234567'],
    ['01 234 5678', '+96412345678'],
  ])('rewrites %p to %p when the field is left', async (typed, normalized) => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    const phone = screen.getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, typed);
    await user.tab();
    expect(phone).toHaveValue(normalized);
  });

  it('leaves a number it cannot read as typed, for the user to fix', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    const phone = screen.getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, '12-34');
    await user.tab();
    expect(phone).toHaveValue('12-34');
  });
});

describe('Links & Websites (spec §5)', () => {
  it('adds no new row while a row lacks a link or a label', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('button', { name: 'Add link' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'linkedin.com/in/noor');
    expect(screen.getByRole('button', { name: 'Add link' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'LinkedIn');
    expect(screen.getByRole('button', { name: 'Add link' })).toBeEnabled();
  });
});

describe('photo (spec §5 Photo)', () => {
  it.each([
    [new File(['gif'], 'me.gif', { type: 'image/gif' }), 'Please upload a valid image file (JPG or PNG).'],
    [
      new File([new Uint8Array(5_242_880)], 'big.png', { type: 'image/png' }),
      'File size should be less than 5MB.',
    ],
  ])('refuses %p with the spec message', async (file, message) => {
    serveResume(anAccountantDraft());
    await openBuilder();
    expect(screen.getByText('No photo')).toBeInTheDocument();
    // Fired directly: a user can pick any file through the dialog's 'All files' choice.
    fireEvent.change(screen.getByLabelText('Choose photo', { selector: 'input' }), {
      target: { files: [file] },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the square crop editor with rotation for a PNG', async () => {
    serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.upload(
      screen.getByLabelText('Choose photo', { selector: 'input' }),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    const rotation = screen.getByRole('slider', { name: 'Rotation' });
    expect(rotation).toHaveAttribute('min', '-180');
    expect(rotation).toHaveAttribute('max', '180');
    expect(dialog).toBeInTheDocument();
  });
});

describe('the resume language (issue #16)', () => {
  it('offers each language by its own name, labelled in the interface language, English first', async () => {
    serveResume(anAccountantDraft());
    await openBuilder();
    const select = screen.getByRole('combobox', { name: /Language of your resume/ });
    expect(select).toHaveValue('en');
    expect(Array.from((select as HTMLSelectElement).options, (option) => option.textContent)).toEqual([
      'English',
      'العربية',
      'کوردی',
    ]);
    expect(within(select).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('saves the chosen language with the resume and shows it after the reload', async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.selectOptions(screen.getByRole('combobox', { name: /Language of your resume/ }), 'کوردی');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalledTimes(1));
    expect(calls.saveResume().mock.calls[0]![0].language).toBe('ckb');
    expect(server.stored().language).toBe('ckb');
    await waitFor(() => expect(calls.getProfile()).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('combobox', { name: /Language of your resume/ })).toHaveValue('ckb');
  });

  it('reads a resume saved before the choice existed as English', async () => {
    const { language: _language, ...withoutLanguage } = anAccountantDraft();
    serveResume(withoutLanguage as ReturnType<typeof anAccountantDraft>);
    await openBuilder();
    expect(screen.getByRole('combobox', { name: /Language of your resume/ })).toHaveValue('en');
  });
});

describe('the e-mail and birth date choices (issue #23)', () => {
  const birthdateChoice = () => screen.getByRole('combobox', { name: 'Date of birth on my public resume' });
  const emailSwitch = () => screen.getByRole('checkbox', { name: 'Show my email on my public resume' });

  it('offers the e-mail switch, on by default, and the birth date as the date, the age or hidden', async () => {
    serveResume(anAccountantDraft());
    await openBuilder();
    expect(emailSwitch()).toBeChecked();
    expect(birthdateChoice()).toHaveValue('date');
    expect(
      Array.from((birthdateChoice() as HTMLSelectElement).options, (option) => option.textContent),
    ).toEqual(['The date', 'My age only', 'Hidden']);
  });

  it('starts a new resume with the e-mail and the phone off the public resume (issue 34)', async () => {
    serveResume(emptyResume());
    await openBuilder();
    expect(emailSwitch()).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Show my phone number on my public resume' }),
    ).not.toBeChecked();
  });

  it('saves both choices with the resume and shows them after the reload', async () => {
    const server = serveResume(anAccountantDraft());
    const user = await openBuilder();
    await user.click(emailSwitch());
    await user.selectOptions(birthdateChoice(), 'My age only');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.saveResume()).toHaveBeenCalledTimes(1));
    expect(calls.saveResume().mock.calls[0]![0].contact).toMatchObject({
      showEmail: false,
      birthdateDisplay: 'age',
    });
    expect(server.stored().contact).toMatchObject({ showEmail: false, birthdateDisplay: 'age' });
    await waitFor(() => expect(calls.getProfile()).toHaveBeenCalledTimes(2));
    expect(emailSwitch()).not.toBeChecked();
    expect(birthdateChoice()).toHaveValue('age');
  });

  it('reads a resume saved before the choices existed as e-mail shown and the date shown', async () => {
    const draft = anAccountantDraft();
    const { showEmail: _email, birthdateDisplay: _birthdate, ...older } = draft.contact;
    serveResume({ ...draft, contact: older } as ReturnType<typeof anAccountantDraft>);
    await openBuilder();
    expect(emailSwitch()).toBeChecked();
    expect(birthdateChoice()).toHaveValue('date');
  });
});
