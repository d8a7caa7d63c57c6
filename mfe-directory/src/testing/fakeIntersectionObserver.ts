/**
 * jsdom has no layout, so it has no IntersectionObserver. This stand-in records what is watched and
 * lets a test say how much of an element is in view, the way Chromium reports it on scroll.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly thresholds: number[];
  private readonly targets = new Set<Element>();
  private disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `ratio` of `target` visible to every live observer watching it. */
  static show(target: Element, ratio: number) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.disconnected || !observer.targets.has(target)) continue;
      const crossed = observer.thresholds.some((threshold) => ratio >= threshold && ratio > 0);
      observer.callback(
        [{ target, intersectionRatio: ratio, isIntersecting: crossed } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  }
}
