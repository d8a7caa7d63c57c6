import {
  clampFormShare,
  clampZoom,
  fitToWidthZoom,
  formShareAt,
  isLargeScreen,
  zoomedIn,
  zoomedOut,
} from './layout';

describe('the split between form and preview (spec §2, §9)', () => {
  it('sits side by side from 1024 px on', () => {
    expect(isLargeScreen(1023)).toBe(false);
    expect(isLargeScreen(1024)).toBe(true);
  });

  it('clamps the form share between 20% and 80%', () => {
    expect(clampFormShare(5)).toBe(20);
    expect(clampFormShare(41.67)).toBe(41.67);
    expect(clampFormShare(95)).toBe(80);
    expect(clampFormShare(Number.NaN)).toBe(20);
  });

  it('turns a dragged divider position into a clamped share', () => {
    const box = { left: 100, width: 1000 };
    expect(formShareAt(600, box)).toBe(50);
    expect(formShareAt(110, box)).toBe(20);
    expect(formShareAt(1090, box)).toBe(80);
  });

  it('measures the share from the right in right-to-left layouts', () => {
    expect(formShareAt(800, { left: 0, width: 1000, rightToLeft: true })).toBe(20);
    expect(formShareAt(400, { left: 0, width: 1000, rightToLeft: true })).toBe(60);
  });
});

describe('preview zoom (spec §4, §9)', () => {
  it('steps by 0.1 between 0.3 and 1.5', () => {
    expect(zoomedIn(0.8)).toBe(0.9);
    expect(zoomedOut(0.8)).toBe(0.7);
    expect(zoomedIn(1.5)).toBe(1.5);
    expect(zoomedOut(0.3)).toBe(0.3);
    expect(clampZoom(0.1 + 0.2)).toBe(0.3);
  });

  it('fits to width: panel / 794 × 0.9 narrow, × 0.7 wide, clamped', () => {
    expect(fitToWidthZoom(794, false)).toBe(0.9);
    expect(fitToWidthZoom(794, true)).toBe(0.7);
    expect(fitToWidthZoom(100, true)).toBe(0.3);
    expect(fitToWidthZoom(5000, false)).toBe(1.5);
  });
});
