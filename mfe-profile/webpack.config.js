const { createAppConfig } = require('@talent/mf-config');

module.exports = createAppConfig({
  name: 'profile',
  dirname: __dirname,
  exposes: {
    './ProfilePage': './src/features/profile/ProfilePage.tsx',
  },
});
