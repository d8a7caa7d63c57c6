const { createAppConfig } = require('@talent/mf-config');

module.exports = createAppConfig({ name: 'shell', dirname: __dirname, isHost: true });
