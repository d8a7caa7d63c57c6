// Dev server ports and /remotes.json keys of contracts.md ("Ports and URLs").
const shellPort = 3000;
const remotePorts = { directory: 3001, builder: 3002, account: 3003, profile: 3004, employer: 3005 };
// Where the shell's dev server forwards API calls: the Fastify server's default address.
const apiTarget = 'http://127.0.0.1:8080';
// /app-config.json is our server's runtime configuration (the reCAPTCHA site key), not part of the spec's API.
const apiPaths = ['/api', '/sanctum', '/logout', '/storage', '/app-config.json'];

/** The /remotes.json the shell's dev server answers with: every remote on its own dev server. */
function devRemotesManifest() {
  return Object.fromEntries(
    Object.entries(remotePorts).map(([key, port]) => [key, `http://localhost:${port}/mf-manifest.json`]),
  );
}

module.exports = { apiPaths, apiTarget, devRemotesManifest, remotePorts, shellPort };
