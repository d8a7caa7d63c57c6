const {
  federationOptions,
  routerExports,
  shareStrategy,
  sharedDependencies,
  sharedSingletons,
} = require('./federation.cjs');
const { apiPaths, apiTarget, devRemotesManifest, remotePorts, shellPort } = require('./ports.cjs');
const { createAppConfig, supportedWebpack } = require('./webpack.cjs');

module.exports = {
  apiPaths,
  apiTarget,
  createAppConfig,
  devRemotesManifest,
  federationOptions,
  remotePorts,
  routerExports,
  shareStrategy,
  sharedDependencies,
  sharedSingletons,
  shellPort,
  supportedWebpack,
};
