import { render } from '@testing-library/react';
import {
  preloadResumeBodyFont,
  RESUME_FONT_CSS,
  RESUME_FONT_FACES,
  resumeFontsLoaded,
  resumeFontUrl,
} from './browser-fonts';

function PageWaitingForItsResume() {
  preloadResumeBodyFont();
  return <p>Loading resume...</p>;
}

// That the browser draws the page with these faces is checked in Chromium (e2e/tests/directory.spec.ts).
describe('the resume faces of a browser page', () => {
  it('declares every bundled face from the build, shown at once and swapped in when it arrives', () => {
    const rules = RESUME_FONT_CSS.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(RESUME_FONT_FACES.length);
    for (const face of RESUME_FONT_FACES) {
      const rule = rules.find(
        (candidate) =>
          candidate.includes(`font-family:'${face.family}'`) &&
          candidate.includes(`font-weight:${face.weight}`),
      );
      expect(rule).toContain('font-display:swap');
      // Its characters, so a face is fetched only for text it can draw.
      expect(rule).toMatch(/unicode-range:U\+[0-9A-F]{4}/);
      // jest's stand-in for the hashed URL webpack gives the imported file.
      expect(rule).toContain('url("test-file-stub")');
    }
  });

  it('leaves Arabic letters out of the Latin faces and Latin letters out of the Arabic one', () => {
    const rangeOf = (family: string) =>
      /unicode-range:([^;]*);/.exec(
        RESUME_FONT_CSS.split('\n').find((rule) => rule.includes(`'${family}'`)) ?? '',
      )?.[1] ?? '';
    const covers = (ranges: string, char: string) =>
      ranges.split(',').some((range) => {
        const [from, to = from] = range
          .replace(/U\+/g, '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        const code = char.codePointAt(0) ?? -1;
        return code >= (from ?? Infinity) && code <= (to ?? -Infinity);
      });
    expect(covers(rangeOf('Resume Latin'), 'a')).toBe(true);
    expect(covers(rangeOf('Resume Latin'), 'ز')).toBe(false);
    expect(covers(rangeOf('Resume Latin Extended'), 'ز')).toBe(false);
    expect(covers(rangeOf('Resume Latin Extended'), 'ā')).toBe(true);
    expect(covers(rangeOf('Resume Arabic'), 'ز')).toBe(true);
    expect(covers(rangeOf('Resume Arabic'), '٣')).toBe(true);
    expect(covers(rangeOf('Resume Arabic'), 'a')).toBe(false);
  });

  it('has a file for every face the template uses, and refuses one it has not imported', () => {
    for (const face of RESUME_FONT_FACES) expect(resumeFontUrl(face.file)).toBe('test-file-stub');
    expect(() => resumeFontUrl('@fontsource/cairo/files/cairo-arabic-900-normal.woff2')).toThrow(
      'is not imported by browser-fonts.tsx',
    );
  });

  it('preloads the regular Latin face once, as a font fetched the way @font-face fetches it', () => {
    render(<PageWaitingForItsResume />);
    render(<PageWaitingForItsResume />);
    const links = document.head.querySelectorAll('link[rel="preload"][as="font"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'test-file-stub');
    expect(links[0]).toHaveAttribute('type', 'font/woff2');
    // crossorigin="" is anonymous: without it the preloaded copy would not serve the @font-face request.
    expect(links[0]).toHaveAttribute('crossorigin', '');
  });
});

describe('resumeFontsLoaded', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
  });

  it("asks for a Kurdish document's faces, Vazirmatn and not Cairo, and resolves when they have arrived", async () => {
    const load = jest.fn((_font: string, _text?: string) => Promise.resolve([] as FontFace[]));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    await resumeFontsLoaded('ckb', 'بانکیی');
    expect(load.mock.calls).toEqual([
      [
        expect.stringMatching(/^400 16px 'Resume Latin', 'Resume Latin Extended', 'Resume Kurdish'/),
        'بانکیی',
      ],
      [
        expect.stringMatching(/^700 16px 'Resume Latin', 'Resume Latin Extended', 'Resume Kurdish'/),
        'بانکیی',
      ],
    ]);
  });

  it('stops waiting after its limit for faces that never arrive, and for a face that fails', async () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: () => new Promise<FontFace[]>(() => undefined) },
    });
    let done = false;
    void resumeFontsLoaded('ar', 'زينب', 1_000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: () => Promise.reject(new Error('network')) },
    });
    await expect(resumeFontsLoaded('en', 'Zainab')).resolves.toBeUndefined();
  });
});
