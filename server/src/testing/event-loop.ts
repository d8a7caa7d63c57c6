import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs `work` and reports the longest the event loop was held at once meanwhile, and the processor time
 * this process used (the test servers run in the test's own process, so a request that blocks the
 * server's loop shows in both). On a machine busy with other work the first grows with every wait for a
 * core; the second counts only the work done, so a bound on the work holds there too.
 */
export async function longestEventLoopBlock<T>(
  work: () => Promise<T>,
): Promise<{ result: T; blockedMs: number; cpuMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const before = process.cpuUsage();
  delay.enable();
  try {
    const result = await work();
    const used = process.cpuUsage(before);
    return { result, blockedMs: delay.max / 1e6, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    delay.disable();
  }
}
