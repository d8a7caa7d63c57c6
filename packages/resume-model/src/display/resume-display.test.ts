import { englishFields } from '../testing/english';
import {
  applicantPhotoUrl,
  cardSummary,
  displaySummary,
  displayZone,
  durationDisplay,
  excerpt,
  locationParts,
  monthName,
  parseApplicantId,
  visibleSkills,
  workAvailabilityLabel,
  yearDisplay,
} from './resume-display';
import { isListSectionShown } from './list-sections';

describe('resume display rules (spec §5)', () => {
  it.each([
    ['1', 'January'],
    ['6', 'June'],
    ['12', 'December'],
    [3, 'March'],
  ])('shows month %p as %p', (month, name) => {
    expect(monthName(month)).toBe(name);
  });

  it.each(['0', '13', 'Month', '', 'May'])('shows no month for %p', (month) => {
    expect(monthName(month)).toBeNull();
  });

  it('names months in the reader’s language when asked', () => {
    expect(monthName('1', 'ar')).toBe('يناير');
  });

  it('writes a duration as month and year, an open end as Present, and hides placeholder years', () => {
    expect(
      durationDisplay({ start_year: '2014', start_month: '9', end_year: 'Present', end_month: '' }),
    ).toEqual({
      start: 'September 2014',
      end: 'Present',
    });
    expect(
      durationDisplay({
        start_year: 'Start Year',
        start_month: 'Month',
        end_year: '2018',
        end_month: 'Month',
      }),
    ).toEqual({ start: null, end: '2018' });
    expect(
      durationDisplay({ start_year: '2014', start_month: '', end_year: 'End Year', end_month: '6' }),
    ).toEqual({
      start: '2014',
      end: null,
    });
  });

  it('writes durations in the document language through Intl (issue #16)', () => {
    const duration = { start_year: '2019', start_month: '1', end_year: '2021', end_month: '' };
    expect(durationDisplay(duration, 'ar-IQ')).toEqual({
      start: new Intl.DateTimeFormat('ar-IQ', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(2019, 0, 1),
      ),
      end: '٢٠٢١',
    });
    expect(durationDisplay(duration, 'ar-IQ').start).toContain('كانون الثاني');
    expect(durationDisplay(duration, 'ckb-IQ').start).toContain('کانوونی دووەم');
    expect(yearDisplay('2022', 'ar-IQ')).toBe('٢٠٢٢');
    expect(yearDisplay('2022')).toBe('2022');
    expect(yearDisplay('Year', 'ar-IQ')).toBeNull();
    const writer = (month: number | null, year: number) => `${month ?? '-'}/${year}`;
    expect(durationDisplay(duration, writer)).toEqual({ start: '1/2019', end: '-/2021' });
  });

  it('shows the zone after the city only for Baghdad', () => {
    expect(locationParts({ city: 'Baghdad', zone: 'Risafa' })).toEqual(['Baghdad', 'Risafa']);
    expect(locationParts({ city: 'Basra', zone: 'Risafa' })).toEqual(['Basra']);
    expect(displayZone({ city: 'Erbil', zone: '' })).toBeNull();
  });

  it.each(['', 'Choose your zone...'])(
    'gives Baghdad without a zone (%p) the zone "Default Zone"',
    (zone) => {
      expect(displayZone({ city: 'Baghdad', zone: zone as '' })).toBe('Default Zone');
    },
  );

  it('shows no location when the city is empty or the placeholder', () => {
    expect(locationParts({ city: 'Choose your city...', zone: '' })).toEqual([]);
  });

  it('hides blank and non-text skills', () => {
    expect(visibleSkills(['Teamwork', ' ', null, 7, { item: 'x' }, ' Leadership '])).toEqual([
      'Teamwork',
      'Leadership',
    ]);
  });

  it('trims the summary and hides it when empty', () => {
    expect(displaySummary('  Ready to learn.  ')).toBe('Ready to learn.');
    expect(displaySummary('   ')).toBeNull();
  });

  it('hides a section whose first entry lacks its institute, item or title', () => {
    expect(isListSectionShown('education', [{ institute: 'University of Basra' }])).toBe(true);
    expect(isListSectionShown('education', [{ institute: '' }, { institute: 'University of Basra' }])).toBe(
      false,
    );
    expect(isListSectionShown('languages', [{ item: ' ' }])).toBe(false);
    expect(isListSectionShown('tools', [{ item: 'Excel' }])).toBe(true);
    expect(isListSectionShown('employment', [{ title: 'Accountant' }])).toBe(true);
    expect(isListSectionShown('courses', [])).toBe(false);
    expect(isListSectionShown('activities', [{ title: 'Year' }])).toBe(false);
  });

  it('shows a photo only from storage/applicant_images', () => {
    expect(applicantPhotoUrl('applicant_images/a1.jpg')).toBe('/storage/applicant_images/a1.jpg');
    expect(applicantPhotoUrl('/storage/applicant_images/a1.jpg')).toBe('/storage/applicant_images/a1.jpg');
    expect(applicantPhotoUrl('https://cdn.example.com/storage/applicant_images/a1.jpg')).toBe(
      'https://cdn.example.com/storage/applicant_images/a1.jpg',
    );
    expect(applicantPhotoUrl('avatars/a1.jpg')).toBeNull();
    expect(applicantPhotoUrl('https://example.com/a1.jpg')).toBeNull();
    expect(applicantPhotoUrl(null)).toBeNull();
    expect(applicantPhotoUrl({ name: 'photo.png' })).toBeNull();
  });

  it('labels work availability', () => {
    expect(workAvailabilityLabel(true)).toBe('Available for Work');
    expect(workAvailabilityLabel(false)).toBe('Not currently looking');
  });

  it.each([
    ['42', 42],
    [7, 7],
    [' 15 ', 15],
    ['-3', -3],
  ])('accepts the applicant id %p', (value, id) => {
    expect(englishFields(parseApplicantId(value))).toEqual({ ok: true, id });
  });

  it.each(['0', 0, '', 'abc', '12abc', '1.5', 2.5, null, undefined])(
    'rejects %p with "Invalid applicant ID"',
    (value) => {
      expect(englishFields(parseApplicantId(value))).toEqual({ ok: false, message: 'Invalid applicant ID' });
    },
  );

  it('cuts the card summary to 20 words plus an ellipsis', () => {
    const words = Array.from({ length: 25 }, (_, index) => `w${index + 1}`);
    expect(cardSummary(words.join(' '))).toEqual({
      text: `${words.slice(0, 20).join(' ')}...`,
      truncated: true,
    });
  });

  it('keeps a card summary of 20 words or fewer whole', () => {
    const twenty = Array.from({ length: 20 }, () => 'word').join(' ');
    expect(cardSummary(` ${twenty} `)).toEqual({ text: twenty, truncated: false });
    expect(cardSummary(null)).toEqual({ text: '', truncated: false });
  });
});

describe('excerpt (issue 23: summaries end cleanly)', () => {
  const graphemes = (text: string) =>
    [...new Intl.Segmenter('ar', { granularity: 'grapheme' }).segment(text)].length;
  const arabic =
    'محاسبٌ قانونيٌّ ذو خبرةٍ طويلةٍ في إعدادِ الميزانيّاتِ والتقاريرِ الماليّةِ للشركاتِ الخاصّةِ والمصارفِ في بغداد، يتقنُ برامجَ المحاسبةِ الحديثةَ ويعملُ ضمنَ فريقٍ';

  it('cuts Arabic text on a word boundary, with the ellipsis after a whole word', () => {
    const cut = excerpt(arabic, 20, 60);
    expect(cut.truncated).toBe(true);
    expect(cut.text.endsWith('...')).toBe(true);
    const body = cut.text.slice(0, -3);
    expect(graphemes(body)).toBeLessThanOrEqual(60);
    // Every word kept is a whole word of the text, diacritics and all.
    const words = arabic.replace(/،/g, '').split(' ');
    for (const word of body.split(' ')) expect(words).toContain(word);
    expect(body).not.toMatch(/\s$/);
    // What follows the cut in the text is a space or punctuation: the last word ended there.
    expect(arabic.slice(body.length)).toMatch(/^[\s،]/);
  });

  it('makes one grapheme segmenter for every cut, not one per measure (a card measures each word)', () => {
    const made = jest.spyOn(Intl, 'Segmenter');
    try {
      excerpt(arabic, 20, 60);
      excerpt(arabic, 20, 80);
      cardSummary(arabic);
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });

  it('segments a long text once per cut, and a text short in UTF-16 units not at all', () => {
    // Loading the segmenter's rules and segmenting every word's prefix again cost a phone ~0.4 s per page.
    const segments = jest.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      const long = `${arabic} ${arabic} ${arabic}`;
      excerpt(long, 40, 60);
      expect(segments).toHaveBeenCalledTimes(1);
      segments.mockClear();
      expect(excerpt('محاسبة بخبرة عشر سنوات', 20, 180).truncated).toBe(false);
      expect(cardSummary(arabic.slice(0, 150)).text).toBe(arabic.slice(0, 150).trim());
      expect(segments).not.toHaveBeenCalled();
    } finally {
      segments.mockRestore();
    }
  });

  it('cuts as counting graphemes word by word would, marks and emoji included', () => {
    const texts = [
      arabic,
      'e\u0301te\u0301 ' + 'cafe\u0301 '.repeat(30),
      '👩‍💻 '.repeat(50) + 'end',
      'كُتُبٌ مُحَاسَبِيَّةٌ '.repeat(20),
      'a'.repeat(200) + ' b',
    ];
    for (const text of texts) {
      for (const limit of [5, 17, 60, 180]) {
        const cut = excerpt(text, 20, limit);
        const body = cut.truncated ? cut.text.slice(0, -3) : cut.text;
        expect(graphemes(body)).toBeLessThanOrEqual(limit);
        // Cut between words, or inside the one first word that alone is too long.
        const clean = text.trim().replace(/\s+/g, ' ');
        expect(clean.startsWith(body)).toBe(true);
        const first = clean.split(' ')[0]!;
        if (body.length < first.length) expect(graphemes(first)).toBeGreaterThan(limit);
      }
    }
  });

  it('drops punctuation left before the ellipsis (an Arabic comma too)', () => {
    // The cut falls right after 'بغداد،'.
    const upTo = arabic.indexOf('،') + 1;
    const cut = excerpt(arabic, 20, graphemes(arabic.slice(0, upTo)) + 2);
    expect(cut.text).toBe(`${arabic.slice(0, upTo - 1)}...`);
    expect(excerpt('one, two, three', 2, 100).text).toBe('one, two...');
  });

  it('cuts a single word longer than the limit between letters, never inside one', () => {
    const word = 'مُحَاسَبَةٌ'.repeat(10);
    const cut = excerpt(word, 20, 7);
    const body = cut.text.slice(0, -3);
    expect(word.startsWith(body)).toBe(true);
    // The next character of the word is a letter, not a mark left behind.
    expect(word.slice(body.length)).toMatch(/^\p{L}/u);
    const emoji = '👩‍💻'.repeat(5) + 'x';
    const emojiCut = excerpt(emoji, 20, 3).text.slice(0, -3);
    expect(emojiCut).toBe('👩‍💻'.repeat(3));
    expect(emojiCut).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('keeps a text within both limits whole, with its spacing tidied', () => {
    expect(excerpt('  short   text ', 20, 180)).toEqual({ text: 'short text', truncated: false });
    expect(excerpt(undefined, 20, 180)).toEqual({ text: '', truncated: false });
  });

  it('cuts a card summary at 180 characters even within 20 words', () => {
    const long = Array.from({ length: 15 }, () => 'ابتكاراتهماالمستقبلية').join(' ');
    const cut = cardSummary(long);
    expect(cut.truncated).toBe(true);
    expect(graphemes(cut.text.slice(0, -3))).toBeLessThanOrEqual(180);
    expect(
      cut.text
        .slice(0, -3)
        .split(' ')
        .every((word) => word === 'ابتكاراتهماالمستقبلية'),
    ).toBe(true);
  });
});
