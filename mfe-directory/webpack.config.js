const { createAppConfig } = require('@talent/mf-config');

module.exports = createAppConfig({
  name: 'directory',
  dirname: __dirname,
  exposes: {
    './HomePage': './src/features/home/HomePage.tsx',
    './AboutPage': './src/features/about/AboutPage.tsx',
    './ResumePreviewPage': './src/features/resume-preview/ResumePreviewPage.tsx',
  },
});
