import { render, screen } from '@testing-library/react';
import arReference from './locales/ar/reference.json';
import ckbReference from './locales/ckb/reference.json';
import { i18n, initI18n, referenceLabel, useTranslation } from './index';

function CityName({ city }: { city: string }) {
  const { t } = useTranslation('directory');
  return <p>{referenceLabel(t, 'city', city)}</p>;
}

describe('referenceLabel', () => {
  beforeAll(() => {
    initI18n();
    i18n.addResourceBundle('ar', 'reference', arReference);
    i18n.addResourceBundle('ckb', 'reference', ckbReference);
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the stored English value in English', () => {
    expect(referenceLabel(i18n.t, 'city', 'Dhi Qar')).toBe('Dhi Qar');
    expect(referenceLabel(i18n.t, 'degree', "Bachelor's")).toBe("Bachelor's");
  });

  it('names a stored value in the interface language', async () => {
    await i18n.changeLanguage('ar');
    expect(referenceLabel(i18n.t, 'city', 'Basra')).toBe('البصرة');
    expect(referenceLabel(i18n.t, 'degree', "Master's")).toBe('ماجستير');
    await i18n.changeLanguage('ckb');
    expect(referenceLabel(i18n.t, 'city', 'Erbil')).toBe('هەولێر');
    expect(referenceLabel(i18n.t, 'endYear', 'Present')).toBe('تا ئێستا');
  });

  it('names values in a language other than the interface one with a fixed t (a resume document)', () => {
    const kurdish = i18n.getFixedT('ckb');
    expect(referenceLabel(kurdish, 'degree', 'PhD')).toBe('دکتۆرا');
    expect(i18n.language).toBe('en');
  });

  it('looks specialisations up by their id, as a number or as text', async () => {
    await i18n.changeLanguage('ar');
    expect(referenceLabel(i18n.t, 'specialization', 2)).toBe('الأعمال والإدارة');
    expect(referenceLabel(i18n.t, 'specialization', '105')).toBe('الأمن السيبراني');
  });

  it("shows a specialisation the catalogue does not know by the server's title", async () => {
    await i18n.changeLanguage('ckb');
    expect(referenceLabel(i18n.t, 'specialization', 1, 'Information Technology')).toBe('تەکنەلۆجیای زانیاری');
    expect(referenceLabel(i18n.t, 'specialization', 901, 'Medicine')).toBe('Medicine');
  });

  it('shows a value it does not know as it is, without reading it as a path or a template', async () => {
    await i18n.changeLanguage('ar');
    expect(referenceLabel(i18n.t, 'skill', 'Node.js')).toBe('Node.js');
    expect(referenceLabel(i18n.t, 'skill', 'common:product')).toBe('common:product');
    expect(referenceLabel(i18n.t, 'skill', '{{product}} $t(common:product)')).toBe(
      '{{product}} $t(common:product)',
    );
    expect(referenceLabel(i18n.t, 'endYear', '2024')).toBe('2024');
    expect(referenceLabel(i18n.t, 'city', undefined)).toBe('');
  });

  it("translates with a component's own t, whatever its namespace", async () => {
    await i18n.changeLanguage('ar');
    const { unmount } = render(<CityName city="Nineveh" />);
    expect(screen.getByText('نينوى')).toBeInTheDocument();
    unmount();
  });
});
