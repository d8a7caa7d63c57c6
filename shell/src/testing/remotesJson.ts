export const remoteEntries = {
  directory: 'https://cdn.example/directory/mf-manifest.json',
  builder: 'https://cdn.example/builder/mf-manifest.json',
  account: 'https://cdn.example/account/mf-manifest.json',
  profile: 'https://cdn.example/profile/mf-manifest.json',
  employer: 'https://cdn.example/employer/mf-manifest.json',
};

/** Answers `fetch('/remotes.json')` the way the server does; jsdom has no fetch of its own. */
export function serveRemotesJson(entries: Record<string, string> = remoteEntries): jest.Mock {
  const fetchMock = jest.fn(async (url: string) => {
    if (url !== '/remotes.json') throw new TypeError(`unexpected fetch of ${url}`);
    return { ok: true, status: 200, json: async () => entries } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** /remotes.json cannot be reached at all. */
export function failRemotesJson(): jest.Mock {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
