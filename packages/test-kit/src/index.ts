// The front end's test kit: what every package's and app's tests share (docs/decisions.md "One test kit").
// Imported only by tests and stories, never by an app's pages.
export { renderAt, testUser, type RenderAtOptions } from './renderAt';
export { deferred, messagesOf, recordAlerts, resetSession, shellSettlesSessionsAs, signedIn } from './shell';
export * from './fixtures';
