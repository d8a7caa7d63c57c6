import { escapeHtml, linkPreviewHead, previewedApplicantId, withLinkPreview } from './link-preview';

const hostile = 'Zainab "<b>&</b>" <script>alert(1)</script>';
const shell =
  '<!doctype html><html><head><meta charset="utf-8"><title>Talent Pool</title></head><body></body></html>';

/** The content of every <meta property|name> of a head, read back as a browser would (entities decoded). */
function metaOf(head: string): Record<string, string> {
  const decode = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map(([, key, value]) => [
      key!,
      decode(value!),
    ]),
  );
}

describe('the link preview of a published resume', () => {
  const card = {
    fullName: hostile,
    jobTitle: 'Accountant & <auditor>',
    summary: 'Ten years of audits in Basra.',
    photo: '/storage/applicant_images/3f9a.jpg',
    language: 'en' as const,
    languages: ['en' as const],
  };
  const head = linkPreviewHead({ card, url: 'https://talent.example.iq/preview/7', language: 'en' });

  it('titles the page with the name and job title', () => {
    expect(head.title).toBe(
      '<title>Zainab &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot; &lt;script&gt;alert(1)&lt;/script&gt; – ' +
        'Accountant &amp; &lt;auditor&gt; - Talent Pool</title>',
    );
  });

  it('writes a name holding "<>& so that it can neither end an attribute nor open an element', () => {
    const page = withLinkPreview(shell, head);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    // Every tag is whole: the values contain no raw quote or angle bracket.
    for (const [, value] of page.matchAll(/content="([^"]*)"/g)) expect(value).not.toMatch(/[<>]/);
  });

  it('carries og:title, og:description, og:type profile and the photo as an absolute og:image', () => {
    expect(metaOf(head.tags)).toEqual({
      'og:site_name': 'Talent Pool',
      'og:type': 'profile',
      'og:title': `${hostile} – Accountant & <auditor>`,
      'og:description': 'Ten years of audits in Basra.',
      'og:url': 'https://talent.example.iq/preview/7',
      'og:image': 'https://talent.example.iq/storage/applicant_images/3f9a.jpg',
      description: 'Ten years of audits in Basra.',
      'twitter:card': 'summary',
    });
  });

  it('has no og:image without a photo, and a title of the name alone without a job title', () => {
    const bare = linkPreviewHead({
      card: { fullName: 'Omar', jobTitle: '', summary: '', photo: null, language: 'en', languages: ['en'] },
      url: 'https://talent.example.iq/preview/8',
      language: 'en',
    });
    expect(bare.title).toBe('<title>Omar - Talent Pool</title>');
    expect(metaOf(bare.tags)['og:image']).toBeUndefined();
    expect(metaOf(bare.tags)['og:description']).toBe(
      'A resume on Talent Pool, the public pool of applicants in Iraq.',
    );
  });

  it('cuts a long summary at a word, with an ellipsis', () => {
    const long = linkPreviewHead({
      card: { ...card, summary: 'word '.repeat(100) },
      url: 'https://talent.example.iq/preview/7',
      language: 'en',
    });
    const description = metaOf(long.tags)['og:description']!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/word…$/);
  });

  it('speaks the page language around what the applicant typed', () => {
    const arabic = linkPreviewHead({
      card: {
        fullName: 'زينب علي',
        jobTitle: 'محاسبة',
        summary: '',
        photo: null,
        language: 'ar',
        languages: ['ar'],
      },
      url: 'https://talent.example.iq/preview/7',
      language: 'ar',
    });
    expect(arabic.title).toBe('<title>زينب علي – محاسبة - Talent Pool</title>');
    expect(metaOf(arabic.tags)['og:description']).toBe(
      'سيرة ذاتية على Talent Pool، الدليل العام للمتقدّمين في العراق.',
    );
  });
});

describe('the link preview of any other page', () => {
  it.each(['en', 'ar', 'ckb'] as const)(
    'is the product, type website, with no personal data (%s)',
    (language) => {
      const head = linkPreviewHead({ card: null, url: 'https://talent.example.iq/preview/9', language });
      const meta = metaOf(head.tags);
      expect(head.title).toBe('<title>Talent Pool</title>');
      expect(meta['og:type']).toBe('website');
      expect(meta['og:title']).toBe('Talent Pool');
      expect(meta['og:image']).toBeUndefined();
      expect(meta['og:description']!.length).toBeGreaterThan(20);
    },
  );
});

describe('previewedApplicantId', () => {
  it.each([
    ['/preview/42', 42],
    ['/preview/42/', 42],
    ['/PREVIEW/7', 7],
    ['/preview/0', null],
    ['/preview/-3', null],
    ['/preview/abc', null],
    ['/preview/99999999999', null],
    ['/preview/%E0%A4%A', null],
    ['/preview/1/extra', null],
    ['/about', null],
  ])('%s → %s', (pathname, id) => {
    expect(previewedApplicantId(pathname)).toBe(id);
  });
});

describe('withLinkPreview', () => {
  it('adds a title to a page without one', () => {
    const page = withLinkPreview('<html><head></head><body></body></html>', {
      title: '<title>x</title>',
      tags: '<meta name="a" content="b">',
    });
    expect(page).toBe('<html><head><title>x</title><meta name="a" content="b"></head><body></body></html>');
  });

  it('keeps a replacement pattern in a value as text ($& is not a back-reference)', () => {
    const page = withLinkPreview(shell, { title: `<title>${escapeHtml('$& $1')}</title>`, tags: '' });
    expect(page).toContain('<title>$&amp; $1</title>');
  });
});

describe('the link preview of a resume in several languages (issue 31)', () => {
  const card = {
    fullName: 'Zainab Ali',
    jobTitle: 'Accountant',
    summary: '',
    photo: null,
    language: 'en' as const,
    languages: ['ar' as const, 'en' as const],
  };
  const head = linkPreviewHead({ card, url: 'https://talent.example.iq/preview/7', language: 'en' }).tags;

  // The bare address shows the reader's interface language's version: it is x-default, not the main version's.
  it('names each version as an hreflang alternate at its own ?lang= address, the bare address as x-default', () => {
    expect(head).toContain(
      '<link rel="alternate" hreflang="ar" href="https://talent.example.iq/preview/7?lang=ar">',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="https://talent.example.iq/preview/7?lang=en">',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://talent.example.iq/preview/7">',
    );
  });

  it('gives the Open Graph tags of the version shown, with the others as alternate locales', () => {
    expect(metaOf(head)['og:url']).toBe('https://talent.example.iq/preview/7?lang=en');
    expect(metaOf(head)['og:locale']).toBe('en_IQ');
    expect(metaOf(head)['og:locale:alternate']).toBe('ar_IQ');
  });

  it('gives the main version shown its own ?lang= address too', () => {
    const main = linkPreviewHead({
      card: { ...card, fullName: 'زينب علي', jobTitle: 'محاسبة', language: 'ar' },
      url: 'https://talent.example.iq/preview/7?lang=ar',
      language: 'en',
    }).tags;
    expect(metaOf(main)['og:url']).toBe('https://talent.example.iq/preview/7?lang=ar');
    expect(metaOf(main)['og:locale']).toBe('ar_IQ');
  });
});
