import { announcePageContent } from '@talent/event-bus';
import { holdFirstContent, LONGEST_HOLD_MS, releaseFirstContent } from './firstContent';

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
});
