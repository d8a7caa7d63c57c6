import { announcePageContent } from '@talent/event-bus';
import {
  afterFirstContentPainted,
  holdFirstContent,
  LONGEST_HOLD_MS,
  releaseFirstContent,
} from './firstContent';

function servedPage(withFirstContent: boolean): HTMLElement {
  document.head.innerHTML = withFirstContent ? '<style id="first-content-style">main{}</style>' : '';
  document.body.innerHTML = withFirstContent
    ? '<div id="root"><div id="first-content"><main><h1>Zainab</h1></main></div></div>'
    : '<div id="root"></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  releaseFirstContent();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the server's first content (issue 32)", () => {
  it('stays on screen, out of the root, while the app renders hidden in the root', () => {
    const root = servedPage(true);
    holdFirstContent(root);
    const first = document.getElementById('first-content')!;
    expect(first.nextElementSibling).toBe(root);
    expect(root.childElementCount).toBe(0);
    expect(root.hidden).toBe(true);
    expect(first).toHaveTextContent('Zainab');
  });

  it('gives way to the app, styles and all, once the page says it is drawn', () => {
    const root = servedPage(true);
    holdFirstContent(root);
    announcePageContent();
    expect(document.getElementById('first-content')).toBeNull();
    expect(document.getElementById('first-content-style')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('gives way when the page cannot load (the fallback releases it)', () => {
    const root = servedPage(true);
    holdFirstContent(root);
    releaseFirstContent();
    expect(document.getElementById('first-content')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('gives way after a while to a page that never says it is drawn', () => {
    jest.useFakeTimers();
    const root = servedPage(true);
    holdFirstContent(root);
    jest.advanceTimersByTime(LONGEST_HOLD_MS - 1);
    expect(root.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(root.hidden).toBe(false);
    expect(document.getElementById('first-content')).toBeNull();
  });

  it('leaves a page without first content alone', () => {
    const root = servedPage(false);
    holdFirstContent(root);
    expect(root.hidden).toBe(false);
    announcePageContent();
    expect(root.hidden).toBe(false);
  });

  describe('the app starts after the first content is painted', () => {
    /** Whether the promise has settled, after letting pending reactions run. */
    async function settled(promise: Promise<void>): Promise<boolean> {
      let done = false;
      void promise.then(() => {
        done = true;
      });
      await Promise.resolve();
      await Promise.resolve();
      return done;
    }

    it('waits for the next frame, and the task after its paint, when the server wrote first content', async () => {
      jest.useFakeTimers();
      servedPage(true);
      const frames: FrameRequestCallback[] = [];
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frames.push(callback);
        return frames.length;
      });
      const painted = afterFirstContentPainted();
      expect(await settled(painted)).toBe(false);
      frames.shift()!(performance.now());
      expect(await settled(painted)).toBe(false);
      jest.advanceTimersByTime(0);
      expect(await settled(painted)).toBe(true);
    });

    it('does not wait for a frame that never comes (a tab hidden meanwhile)', async () => {
      servedPage(true);
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
      const painted = afterFirstContentPainted();
      expect(await settled(painted)).toBe(false);
      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await settled(painted)).toBe(true);
      visibility.mockRestore();
    });

    it('starts at once on a page without first content', async () => {
      servedPage(false);
      const frame = jest.spyOn(window, 'requestAnimationFrame');
      expect(await settled(afterFirstContentPainted())).toBe(true);
      expect(frame).not.toHaveBeenCalled();
    });
  });
});
