import { render } from '@testing-library/react';
import { preloadResumeBodyFont, RESUME_FONT_CSS, RESUME_FONT_FACES, resumeFontUrl } from './browser-fonts';

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
      // jest's stand-in for the hashed URL webpack gives the imported file.
      expect(rule).toContain('url("test-file-stub")');
    }
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
