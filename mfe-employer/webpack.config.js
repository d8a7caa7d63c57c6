const { createAppConfig } = require('@talent/mf-config');

module.exports = createAppConfig({
  name: 'employer',
  dirname: __dirname,
  exposes: {
    './ShortlistsPage': './src/features/shortlists/ShortlistsPage.tsx',
    './RequestsPage': './src/features/requests/RequestsPage.tsx',
    './SavedSearchesPage': './src/features/saved-searches/SavedSearchesPage.tsx',
  },
});
