// How the all-in-one server and the API SDK name the answers to a public page's first reads, which the
// server writes into the page (issue 32; server/src/web/first-page.ts, packages/api-sdk/src/first-answers.ts).

/** The id of the inline JSON element (`<script type="application/json">`) the answers are written in. */
export const FIRST_ANSWERS_ELEMENT_ID = 'talent-first-answers';

/**
 * The key of a GET: its path, and its query with the names in order (`URLSearchParams.sort`), so the
 * server and the SDK name one read alike whatever order they built its query in.
 */
export function readKey(path: string, query?: URLSearchParams): string {
  const sorted = new URLSearchParams(query);
  sorted.sort();
  const text = sorted.toString();
  return text === '' ? path : `${path}?${text}`;
}
