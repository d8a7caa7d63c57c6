// The files of a .zip (a Word document is one, and so is LinkedIn's data export), read with fflate.
// Each entry is inflated into a buffer of the size its directory announces, so an entry that lies about
// its size cannot grow past it; the announced sizes together are held to a bound, so a zip bomb is
// refused before anything is inflated.

import { unzipSync, zipSync } from 'fflate';
import { ImportFailure } from './import-failure';

/** Far more than a CV or a LinkedIn export unpacks to (a Word CV with photos: a few MB). */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The entries `wanted` picks (all when absent), by name; a bomb or a broken archive is an ImportFailure. */
export function zipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean = () => true,
): Record<string, Uint8Array> {
  let announced = 0;
  try {
    return unzipSync(bytes, {
      filter: (entry) => {
        if (!wanted(entry.name)) return false;
        announced += entry.originalSize;
        if (announced > MAX_UNPACKED_BYTES) throw new ImportFailure('tooLargeUnpacked');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw new ImportFailure('unreadable');
  }
}

/** The archive written again from its bounded entries, for a reader (mammoth) that would trust it as it is. */
export function rezipped(entries: Record<string, Uint8Array>): Uint8Array {
  return zipSync(entries, { level: 0 });
}
