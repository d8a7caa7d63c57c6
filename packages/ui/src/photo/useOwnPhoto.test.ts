import { act, renderHook, waitFor } from '@testing-library/react';
import { REPLACED_PHOTO_URL_LIFETIME_MS, useOwnPhoto } from './useOwnPhoto';

// Issue 34: a hidden resume's photo is its owner's only, fetched with the token and shown from an
// object URL; a published one loads from its address.

let revoked: string[];

beforeEach(() => {
  revoked = [];
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(() => jest.useRealTimers());

const loader = () => jest.fn((url: string) => Promise.resolve(`blob:${url}`));

describe('useOwnPhoto', () => {
  it("shows a published resume's photo from its own address, fetching nothing", () => {
    const load = loader();
    const { result } = renderHook(() => useOwnPhoto('/storage/photos/1.jpg', true, load));
    expect(result.current).toBe('/storage/photos/1.jpg');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows no address for no photo, and any address not under /storage/ as it is', () => {
    const load = loader();
    expect(renderHook(() => useOwnPhoto(null, false, load)).result.current).toBeNull();
    expect(renderHook(() => useOwnPhoto('blob:chosen', false, load)).result.current).toBe('blob:chosen');
    expect(load).not.toHaveBeenCalled();
  });

  it("shows a hidden resume's photo from the object URL fetched with the token, nothing meanwhile", async () => {
    const { result } = renderHook(() => useOwnPhoto('/storage/photos/2.jpg', false, loader()));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('blob:/storage/photos/2.jpg'));
  });

  it('shows the placeholder when the photo cannot be fetched', async () => {
    const load = jest.fn(() => Promise.reject(new Error('403')));
    const { result } = renderHook(() => useOwnPhoto('/storage/photos/3.jpg', false, load));
    await act(async () => undefined);
    expect(result.current).toBeNull();
  });

  it("frees a replaced photo's object URL only after a while, so a preview drawing late still loads it", async () => {
    const { result, rerender } = renderHook(({ url }) => useOwnPhoto(url, false, loader()), {
      initialProps: { url: '/storage/photos/4.jpg' },
    });
    await waitFor(() => expect(result.current).toBe('blob:/storage/photos/4.jpg'));
    jest.useFakeTimers();
    rerender({ url: '/storage/photos/5.jpg' });
    expect(revoked).toEqual([]);
    act(() => jest.advanceTimersByTime(REPLACED_PHOTO_URL_LIFETIME_MS - 1));
    expect(revoked).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(revoked).toEqual(['blob:/storage/photos/4.jpg']);
  });
});
