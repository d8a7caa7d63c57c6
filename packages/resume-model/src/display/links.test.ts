import { linkHref, linkText, visibleLinks } from './links';

describe('Links & Websites on the resume (spec §5 display rules)', () => {
  it('puts https:// in front of a link without an http(s) scheme', () => {
    expect(linkHref('linkedin.com/in/zainab')).toBe('https://linkedin.com/in/zainab');
  });

  it('keeps an http or https link as written', () => {
    expect(linkHref('http://example.org/cv')).toBe('http://example.org/cv');
    expect(linkHref(' HTTPS://Example.org ')).toBe('HTTPS://Example.org');
  });

  it.each([
    '',
    '   ',
    'not a link',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://files',
    'localhost',
    null,
    42,
  ])('does not link %p', (link) => {
    expect(linkHref(link)).toBeNull();
  });

  it('shows the label, or else the link', () => {
    expect(linkText({ link: 'github.com/zainab', label: 'GitHub' })).toBe('GitHub');
    expect(linkText({ link: 'github.com/zainab', label: ' ' })).toBe('github.com/zainab');
  });

  it('shows only the non-empty, valid links', () => {
    expect(
      visibleLinks([
        { link: 'github.com/zainab', label: 'GitHub' },
        { link: '', label: 'Empty' },
        { link: 'no good', label: 'Broken' },
        { link: 'https://zainab.dev', label: '' },
      ]),
    ).toEqual([
      { href: 'https://github.com/zainab', text: 'GitHub' },
      { href: 'https://zainab.dev', text: 'https://zainab.dev' },
    ]);
  });
});
