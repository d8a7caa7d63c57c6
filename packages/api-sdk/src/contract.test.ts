import * as sdk from './index';
import { sdkContract } from './contract';

describe(`the SDK's contract, version ${sdkContract.version}`, () => {
  const exported = sdk as Record<string, unknown>;

  it.each([...sdkContract.calls, ...sdkContract.helpers])('still exports the function %s', (name) => {
    expect(typeof exported[name]).toBe('function');
  });

  it.each(sdkContract.constants)('still exports %s', (name) => {
    expect(exported[name]).toBeDefined();
  });

  // A remote of version 1 calls the shared client's entry points by name: each is the shared client's own.
  it.each(sdkContract.calls)('%s is the shared client’s', (name) => {
    expect(exported[name]).toBe((sdk.apiClient as unknown as Record<string, unknown>)[name]);
  });

  it('lists every value the package exports today, so a new one joins a version', () => {
    const listed = new Set<string>([...sdkContract.calls, ...sdkContract.helpers, ...sdkContract.constants]);
    expect(Object.keys(sdk).filter((name) => !listed.has(name))).toEqual([]);
  });
});
