import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs `work` and reports the longest the event loop was held at once meanwhile. The test servers
 * run in the test's own process, so a request that blocks the server's loop shows here.
 */
export async function longestEventLoopBlock<T>(
  work: () => Promise<T>,
): Promise<{ result: T; blockedMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  try {
    const result = await work();
    return { result, blockedMs: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}
