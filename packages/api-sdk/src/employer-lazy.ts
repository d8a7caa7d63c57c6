// The employers' calls as the client hands them out: thin stand-ins that fetch the real ones
// (employer.ts) the first time one is made. Every page loads the SDK with the shell's first script,
// yet only a signed-in company or an applicant on their requests and views pages ever makes these
// calls; so visitors no longer download them (docs/benchmarks.md, issue #16's 200 KB budget). The
// stand-ins call through the same axios instance as the rest of the client, so the bearer token,
// XSRF handshake and error interceptor apply unchanged, and the module lives inside the shared
// @talent/api-sdk, so a remote calling them loads the chunk of the copy it shares, never a second
// client.
import type { HttpCalls } from './http-calls';
import type { EmployerCalls } from './employer';

export function lazyEmployerCalls(http: HttpCalls): EmployerCalls {
  let loading: Promise<EmployerCalls> | null = null;
  const real = (): Promise<EmployerCalls> => {
    loading ??= import(/* webpackChunkName: "api-sdk-employer" */ './employer').then(
      ({ employerCalls }) => employerCalls(http),
      (error: unknown) => {
        // A failed download (a dropped connection) is tried again by the next call.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    listShortlists: () => real().then((calls) => calls.listShortlists()),
    createShortlist: (name) => real().then((calls) => calls.createShortlist(name)),
    getShortlist: (id) => real().then((calls) => calls.getShortlist(id)),
    renameShortlist: (id, name) => real().then((calls) => calls.renameShortlist(id, name)),
    deleteShortlist: (id) => real().then((calls) => calls.deleteShortlist(id)),
    saveToShortlist: (id, applicantId, note) =>
      real().then((calls) => calls.saveToShortlist(id, applicantId, note)),
    removeFromShortlist: (id, applicantId) =>
      real().then((calls) => calls.removeFromShortlist(id, applicantId)),
    sendContactRequest: (input) => real().then((calls) => calls.sendContactRequest(input)),
    listContactRequests: () => real().then((calls) => calls.listContactRequests()),
    acceptContactRequest: (id) => real().then((calls) => calls.acceptContactRequest(id)),
    declineContactRequest: (id) => real().then((calls) => calls.declineContactRequest(id)),
    withdrawContactRequest: (id) => real().then((calls) => calls.withdrawContactRequest(id)),
    getProfileViews: () => real().then((calls) => calls.getProfileViews()),
    listSavedSearches: () => real().then((calls) => calls.listSavedSearches()),
    createSavedSearch: (input) => real().then((calls) => calls.createSavedSearch(input)),
    deleteSavedSearch: (id) => real().then((calls) => calls.deleteSavedSearch(id)),
  };
}
