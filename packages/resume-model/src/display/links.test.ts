import { emailHref, linkAddressText, linkHref, linkText, phoneHrefs, visibleLinks } from './links';

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
      { href: 'https://github.com/zainab', text: 'GitHub', address: 'github.com/zainab' },
      { href: 'https://zainab.dev', text: 'https://zainab.dev', address: null },
    ]);
  });

  it('gives each labelled link its address as typed, so a printed resume says where it goes (issue #23)', () => {
    expect(
      visibleLinks([
        { link: 'https://www.linkedin.com/in/zainab/', label: 'LinkedIn' },
        { link: 'zainab.dev', label: 'zainab.dev/' },
        { link: 'http://portfolio.example.iq/work', label: 'معرض أعمالي' },
      ]).map((link) => link.address),
    ).toEqual(['www.linkedin.com/in/zainab', null, 'portfolio.example.iq/work']);
    expect(linkAddressText('https://github.com/zainab')).toBe('github.com/zainab');
  });
});

describe('emailHref', () => {
  it.each([
    ['zainab@example.iq', 'mailto:zainab@example.iq'],
    ['  zainab@example.iq ', 'mailto:zainab@example.iq'],
    ['zainab@example', null],
    ['zainab@example.iq?subject=hi', null],
    ['not an address', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (email, href) => {
    expect(emailHref(email)).toBe(href);
  });
});

describe('phoneHrefs', () => {
  it.each([
    ['+9647812345678', 'tel:+9647812345678', 'https://wa.me/9647812345678'],
    ['0781 234 5678', 'tel:+9647812345678', 'https://wa.me/9647812345678'],
    ['00964-781-234-5678', 'tel:+9647812345678', 'https://wa.me/9647812345678'],
    ['7812345678', 'tel:+9647812345678', 'https://wa.me/9647812345678'],
    ['+44 20 7946 0958', 'tel:+442079460958', 'https://wa.me/442079460958'],
    ['12345678', 'tel:12345678', null],
  ])('%s → %s and %s', (phone, tel, whatsapp) => {
    expect(phoneHrefs(phone)).toEqual({ tel, whatsapp });
  });

  it.each(['', 'call me', '123', undefined])('gives no links for %p', (phone) => {
    expect(phoneHrefs(phone)).toBeNull();
  });
});
