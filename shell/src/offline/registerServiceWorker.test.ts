import { cacheUrlsMessage } from './registerServiceWorker';

describe('what a first visit asks the worker to keep', () => {
  const page = 'https://talent.example/resume-builder';

  it('asks for the page itself as a page, then the files it loaded here and from its remotes', () => {
    const message = cacheUrlsMessage(
      page,
      [
        'https://talent.example/main.96538e2e.js',
        'https://talent.example/remotes/builder/remoteEntry.js',
        'https://cdn.example/builder/1.1a2b3c4d.js',
        'https://www.google.com/recaptcha/api.js',
        'https://talent.example/main.96538e2e.js',
      ],
      ['https://cdn.example'],
    );
    expect(message).toEqual({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          [page, { headers: { Accept: 'text/html' } }],
          'https://talent.example/main.96538e2e.js',
          'https://talent.example/remotes/builder/remoteEntry.js',
          'https://cdn.example/builder/1.1a2b3c4d.js',
        ],
      },
    });
  });

  it('leaves out an address that is not one', () => {
    expect(cacheUrlsMessage(page, ['not a url'], []).payload.urlsToCache).toHaveLength(1);
  });
});
