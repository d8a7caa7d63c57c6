const { createAppConfig } = require('@talent/mf-config');

module.exports = createAppConfig({
  name: 'builder',
  dirname: __dirname,
  exposes: {
    './ResumeBuilderPage': './src/features/resume-builder/ResumeBuilderPage.tsx',
  },
});
