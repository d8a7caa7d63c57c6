import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

/** Lines of each error kept: its message and the test's own line, not the call log or the attachments. */
const LINES_PER_ERROR = 12;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is taken out
const COLOURS = /\u001b\[[0-9;]*m/g;

function excerpt(error: TestError): string[] {
  const text = (error.message ?? error.value ?? 'an error without a message').replace(COLOURS, '');
  const all = text.split('\n');
  // What Playwright tried is in the HTML report and the trace; here the message is enough.
  const callLog = all.findIndex((line) => line.trim() === 'Call log:');
  const lines = (callLog < 0 ? all : all.slice(0, callLog)).filter((line) => line.trim() !== '');
  const kept = lines.slice(0, LINES_PER_ERROR);
  if (lines.length > kept.length) kept.push(`… ${lines.length - kept.length} more lines`);
  if (error.location) {
    kept.push(`at ${path.basename(error.location.file)}:${error.location.line}:${error.location.column}`);
  }
  return kept;
}

/**
 * The failed and flaky tests again, after everything else, each try's error in a few lines. The list
 * reporter's account of a failure (call log, every screenshot attached) runs to a hundred lines a test, so
 * a CI log cut to its tail showed the last one's attachments and none of its errors.
 */
export default class FailureSummary implements Reporter {
  private readonly tries = new Map<TestCase, TestResult[]>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tries.set(test, [...(this.tries.get(test) ?? []), result]);
  }

  onEnd(result: FullResult): void {
    const troubled = [...this.tries.keys()].filter((test) =>
      ['unexpected', 'flaky'].includes(test.outcome()),
    );
    if (troubled.length === 0) return;
    const out: string[] = ['', `--- Failed or flaky tests (${result.status}), each try's error:`];
    for (const test of troubled) {
      const where = `${path.basename(test.location.file)}:${test.location.line}`;
      out.push(
        `${test.outcome() === 'flaky' ? 'flaky' : 'FAILED'}  ${where} › ${test.titlePath().slice(3).join(' › ')}`,
      );
      for (const [index, run] of (this.tries.get(test) ?? []).entries()) {
        if (run.status === 'passed' || run.status === 'skipped') continue;
        out.push(`  try ${index + 1}: ${run.status} after ${(run.duration / 1000).toFixed(1)} s`);
        for (const error of run.errors) out.push(...excerpt(error).map((line) => `    ${line}`));
      }
    }
    console.log(out.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
