import { afterFirstContentPainted } from './firstContentPainted';

function servedPage(withFirstContent: boolean): void {
  document.body.innerHTML = withFirstContent
    ? '<div id="root"><div id="first-content"><main><h1>Zainab</h1></main></div></div>'
    : '<div id="root"></div>';
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the app starts after the first content is painted (issue 32)', () => {
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
