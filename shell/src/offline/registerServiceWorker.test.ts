import { cacheUrlsMessage } from './registerServiceWorker';

describe('what a first visit asks the worker to keep', () => {
  const page = 'https://talent.example/resume-builder';

  it('asks for the page itself as a page, then each file it loaded from this origin', () => {
    const message = cacheUrlsMessage(page, [
      'https://talent.example/main.96538e2e.js',
      'https://talent.example/remotes/builder/remoteEntry.js',
      'https://www.google.com/recaptcha/api.js',
      'https://talent.example.evil/x.js',
      'https://talent.example/main.96538e2e.js',
      page,
    ]);
    expect(message).toEqual({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          [page, { headers: { Accept: 'text/html' } }],
          'https://talent.example/main.96538e2e.js',
          'https://talent.example/remotes/builder/remoteEntry.js',
        ],
      },
    });
  });
});
