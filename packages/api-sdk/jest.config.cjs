// The SDK runs in the browser, so its tests run in jsdom: its XMLHttpRequest keeps real cookies,
// and document.cookie sees what the test server sets. The page's origin is 127.0.0.1 (port 80);
// the test server listens on 127.0.0.1 at an ephemeral port, so it answers CORS as a foreign origin would.
module.exports = {
  ...require('../../config/jest.base.cjs')({ dom: false }),
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://127.0.0.1/' },
};
