// The network boundary of the builder's tests: the SDK's calls the builder makes are jest functions the
// tests answer (openBuilder.tsx's `serveResume`); its errors, mappers and helpers are the real ones.
// jest.mock is hoisted above imports, so each test file still names the module, and passes this factory:
//   jest.mock('@talent/api-sdk', () => jest.requireActual('../../testing/sdkBoundary').stubbedSdk());
export function stubbedSdk(): Record<string, unknown> {
  return {
    ...jest.requireActual('@talent/api-sdk'),
    getProfile: jest.fn(),
    getSelectables: jest.fn(),
    saveResume: jest.fn(),
    saveResumeOnExit: jest.fn(),
    importResumeFile: jest.fn(),
    previewResumeHtml: jest.fn(),
    downloadResumePdf: jest.fn(),
    saveBlobAs: jest.fn(),
  };
}
