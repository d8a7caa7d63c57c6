import { RESUME_FONT_CSS, RESUME_FONT_FACES, resumeFontUrl } from './browser-fonts';

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
});
