import { ownPhotoObjectUrl } from '@talent/api-sdk';
import { i18n } from '@talent/i18n';
import arCommon from '@talent/i18n/src/locales/ar/common.json';
import arProfile from '@talent/i18n/src/locales/ar/profile.json';
import arReference from '@talent/i18n/src/locales/ar/reference.json';
import ckbCommon from '@talent/i18n/src/locales/ckb/common.json';
import ckbProfile from '@talent/i18n/src/locales/ckb/profile.json';
import ckbReference from '@talent/i18n/src/locales/ckb/reference.json';
import { profileFromBuilder, specializationNameLookup, type ApplicantProfile } from '@talent/resume-model';
import { withoutKurdishIntl } from '@talent/i18n/src/testing/intl';
import { act, fireEvent, screen } from '@testing-library/react';
import { anEmptyProfile, aProfile, SPECIALIZATIONS } from '@talent/test-kit';
import { renderAt } from '../../../testing/renderAt';
import type { SpecializationNames } from '../hooks/useSpecializationNames';
import { ProfileSummary } from './ProfileSummary';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  ownPhotoObjectUrl: jest.fn(async () => 'blob:http://localhost/own-photo'),
}));

// jsdom has no object URLs; the photo's is released when the summary goes.
URL.revokeObjectURL = jest.fn();

const names = specializationNameLookup(SPECIALIZATIONS);

function showSummary(applicant: ApplicantProfile, lookup: SpecializationNames | null = names) {
  renderAt('/profile', <ProfileSummary applicant={applicant} names={lookup} />);
}

/** The value next to a label in the summary's list of facts. */
function fact(label: string) {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling as HTMLElement;
}

describe('the profile summary (spec §2 main area)', () => {
  describe('photo', () => {
    it('shows the stored photo from /storage', () => {
      showSummary(aProfile());
      expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
        'src',
        '/storage/applicant_images/zainab.jpg',
      );
    });

    it("shows a hidden resume's photo through the session's token: nobody else is served it (issue 34)", async () => {
      showSummary(aProfile({ published: false }));
      expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute(
        'src',
        'blob:http://localhost/own-photo',
      );
      expect(ownPhotoObjectUrl).toHaveBeenCalledWith('/storage/applicant_images/zainab.jpg');
    });

    it.each([
      ['no photo', null],
      ['a path outside applicant_images', 'elsewhere/zainab.jpg'],
    ])('shows the placeholder for %s', (_case, image) => {
      showSummary(aProfile({ image }));
      expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
    });

    it('shows the placeholder when the photo cannot be loaded', () => {
      showSummary(aProfile());
      fireEvent.error(screen.getByRole('img', { name: 'Your photo' }));
      expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    });
  });

  describe('name', () => {
    it('shows the full name', () => {
      showSummary(aProfile({ contact: { fullName: '  زينب الربيعي ' } }));
      expect(screen.getByRole('heading', { level: 2, name: 'زينب الربيعي' })).toHaveAttribute('dir', 'auto');
    });

    it.each([
      ['blank', aProfile({ contact: { fullName: '   ' } })],
      ['missing with the whole contact', aProfile({ contact: null as never })],
    ])("reads 'No Name Provided' when the name is %s", (_case, applicant) => {
      showSummary(applicant);
      expect(screen.getByRole('heading', { level: 2, name: 'No Name Provided' })).toBeInTheDocument();
    });
  });

  describe('specializations', () => {
    it('lists each main specialisation with its subs in brackets', () => {
      showSummary(aProfile());
      const items = Array.from(fact('Specializations').querySelectorAll('li')).map(
        (item) => item.textContent,
      );
      expect(items).toEqual([
        'Information Technology (Web Development, Software Development)',
        'Business & Administration',
      ]);
    });

    it("reads 'No specializations provided' when there are none", () => {
      showSummary(aProfile({ specializations: [] }));
      expect(fact('Specializations')).toHaveTextContent('No specializations provided');
    });

    it('waits for the reference list before naming them', () => {
      showSummary(aProfile(), null);
      expect(fact('Specializations')).toContainElement(screen.getByRole('status'));
      expect(screen.queryByText(/Information Technology/)).not.toBeInTheDocument();
    });

    it("names an id the reference list does not know 'Unknown'", () => {
      showSummary(
        aProfile({
          specializations: [
            { id: 9, main_specialization_id: 9, specialization_details: { selected_sub: [] } },
          ],
        }),
      );
      expect(fact('Specializations')).toHaveTextContent('Unknown');
    });
  });

  it.each([
    [true, 'Available'],
    [false, 'Not Available'],
  ])('shows work availability %p as %p', (workAvailability, text) => {
    showSummary(aProfile({ contact: { workAvailability } }));
    expect(fact('Availability')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it.each([
    [true, 'Published'],
    [false, 'Draft'],
  ])('badges a resume with published %p as %p', (published, badge) => {
    showSummary(aProfile({ published }));
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.queryByText(published ? 'Draft' : 'Published')).not.toBeInTheDocument();
  });

  it("shows 'Last updated' as a short date, or 'Never'", () => {
    showSummary(aProfile({ updated_at: '2026-03-14T10:00:00.000Z' }));
    expect(fact('Last updated')).toHaveTextContent('Mar 14, 2026');
  });

  it("writes 'Last updated' as Iraq does in Arabic: Iraqi month names, Arabic digits", async () => {
    showSummary(aProfile({ updated_at: '2026-03-14T10:00:00.000Z' }));
    await act(() => i18n.changeLanguage('ar'));
    try {
      // ar-IQ names March آذار (plain 'ar' would say مارس) and writes ١٤ and ٢٠٢٦.
      expect(screen.getByText(/آذار/)).toHaveTextContent('١٤ آذار ٢٠٢٦');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("writes 'Last updated' in Kurdish from the catalogue in a browser whose Intl has no Kurdish", () =>
    withoutKurdishIntl(async () => {
      await act(() => i18n.changeLanguage('ckb'));
      try {
        showSummary(aProfile({ updated_at: '2026-11-26T10:00:00.000Z' }));
        // Chromium would write 'Nov 26, 2026' (or '2026 M11 26') here.
        expect(await screen.findByText(/تشرینی دووەم/)).toHaveTextContent('٢٦ی تشرینی دووەمی ٢٠٢٦');
        expect(document.body).not.toHaveTextContent(/Nov|M11/);
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    }));

  it.each([null, '', 'yesterday'])("shows 'Never' for a last update of %p", (updated_at) => {
    showSummary(aProfile({ updated_at }));
    expect(fact('Last updated')).toHaveTextContent(/^Never$/);
  });

  describe('contact', () => {
    it('lists e-mail, phone and location with the Baghdad zone', () => {
      showSummary(aProfile());
      expect(fact('Email')).toHaveTextContent('zainab@example.com');
      expect(fact('Phone')).toHaveTextContent(/^\+9647701234567$/);
      expect(fact('Location')).toHaveTextContent('Baghdad, Karkh');
      expect(screen.queryByText('No contact information available')).not.toBeInTheDocument();
    });

    it('tells the owner when the phone is not on the public resume', () => {
      showSummary(aProfile({ contact: { phone: { phone: '+9647701234567', showPhone: false } } }));
      expect(fact('Phone')).toHaveTextContent('+9647701234567 (hidden on your public resume)');
    });

    it('leaves out the lines that are empty', () => {
      showSummary(
        aProfile({ contact: { phone: { phone: '', showPhone: true }, city: 'Choose your city...' } }),
      );
      expect(fact('Email')).toHaveTextContent('zainab@example.com');
      expect(screen.queryByText('Phone', { selector: 'dt' })).not.toBeInTheDocument();
      expect(screen.queryByText('Location', { selector: 'dt' })).not.toBeInTheDocument();
    });

    it.each([
      ['an empty resume', anEmptyProfile()],
      ['no contact at all', aProfile({ contact: null as never })],
    ])("reads 'No contact information available' for %s", (_case, applicant) => {
      showSummary(applicant);
      expect(screen.getByText('No contact information available')).toBeInTheDocument();
    });
  });
});

describe('the profile summary in Kurdish and Arabic', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ar', 'common', arCommon);
    i18n.addResourceBundle('ar', 'profile', arProfile);
    i18n.addResourceBundle('ar', 'reference', arReference);
    i18n.addResourceBundle('ckb', 'common', ckbCommon);
    i18n.addResourceBundle('ckb', 'profile', ckbProfile);
    i18n.addResourceBundle('ckb', 'reference', ckbReference);
  });

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  const specializationLines = () =>
    Array.from(screen.getAllByText(/./, { selector: 'dd li' })).map((item) => item.textContent);

  it('names specialisations, governorate and zone in Arabic, with the Arabic comma', async () => {
    await act(() => i18n.changeLanguage('ar'));
    showSummary(
      aProfile({
        specializations: profileFromBuilder([
          { id: 1, sub: [{ id: 102 }, { id: 101 }] },
          { id: 9, sub: [] },
        ]),
      }),
    );
    expect(specializationLines()).toEqual([
      'تكنولوجيا المعلومات (تطوير الويب، تطوير البرمجيات)',
      'غير معروف',
    ]);
    expect(fact('الموقع')).toHaveTextContent(/^بغداد، الكرخ$/);
  });

  it.each([
    ['Female', true, 'متاحة'],
    ['Female', false, 'غير متاحة'],
    ['Male', true, 'متاح'],
    ['', false, 'غير متاح'],
  ])(
    "writes a %p applicant's availability %p in Arabic in her or his gender",
    async (gender, workAvailability, text) => {
      await act(() => i18n.changeLanguage('ar'));
      showSummary(aProfile({ contact: { gender: gender as never, workAvailability } }));
      expect(fact('الجاهزية للعمل')).toHaveTextContent(new RegExp(`^${text}$`));
    },
  );

  it('isolates the phone left to right inside the Arabic page, so «+964…» does not read «…964+»', async () => {
    await act(() => i18n.changeLanguage('ar'));
    showSummary(aProfile());
    const phone = screen.getByText('+9647701234567');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it("names a Baghdad resume without a zone by Kurdish 'Default Zone'", async () => {
    await act(() => i18n.changeLanguage('ckb'));
    showSummary(aProfile({ contact: { city: 'Baghdad', zone: '' } }));
    expect(fact('شوێن')).toHaveTextContent(/^بەغدا، ناوچەی دیارینەکراو$/);
    expect(specializationLines()[1]).toBe('بازرگانی و کارگێڕی');
  });
});
