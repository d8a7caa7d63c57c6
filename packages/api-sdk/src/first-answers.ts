// The answers to a public page's first reads, written into the page by the all-in-one server (issue 32;
// server/src/web/first-page.ts): on `/`, the "Latest" page, the resume count and the two reference lists
// the home page shows. A read the page makes with nothing sent but its address takes its answer from
// there, once, instead of asking the network, so a visitor's first view needs neither the round trips nor
// axios. Any other server writes none, and every read goes to the network as before.
import { FIRST_ANSWERS_ELEMENT_ID } from '@talent/resume-model';

interface WrittenAnswers {
  /** The interface language the answers were asked in (their Accept-Language). */
  language: string;
  /** Answer bodies by `readKey` of the read (@talent/resume-model). */
  answers: Record<string, unknown>;
}

function isWrittenAnswers(value: unknown): value is WrittenAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const { language, answers } = value as Partial<WrittenAnswers>;
  return typeof language === 'string' && typeof answers === 'object' && answers !== null;
}

function readWritten(): { language: string; answers: Map<string, unknown> } | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const written: unknown = JSON.parse(element.textContent ?? '');
    if (!isWrittenAnswers(written)) return null;
    return { language: written.language, answers: new Map(Object.entries(written.answers)) };
  } catch {
    return null;
  }
}

/**
 * How long after the page's start its first answers stand for a read: the home page makes its reads
 * within a second or two; one made much later (a visitor who went elsewhere first and came back) asks
 * the network for what is new since.
 */
export const FIRST_ANSWERS_FRESH_MS = 60_000;

/**
 * The page's first answers: each read's answer is handed out once (`take`), as the page's first read of
 * that address; a second read, a language the page no longer shows and a read past
 * FIRST_ANSWERS_FRESH_MS go to the network.
 */
export function firstAnswers(now: () => number = () => performance.now()) {
  let written: ReturnType<typeof readWritten> | undefined;
  return {
    take(key: string, language: string): { found: true; body: unknown } | { found: false } {
      written ??= readWritten();
      if (!written || now() > FIRST_ANSWERS_FRESH_MS) return { found: false };
      if (written.language !== language || !written.answers.has(key)) return { found: false };
      const body = written.answers.get(key);
      written.answers.delete(key);
      return { found: true, body };
    },
  };
}
