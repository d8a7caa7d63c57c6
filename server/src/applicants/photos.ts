// Applicant photos: checked by their content, re-encoded (which also drops any metadata and
// anything hidden in the file) and stored under a random name in $DATA_DIR/storage.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_MAX_BYTES } from '@talent/resume-model';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { HttpError, invalidInput } from '../http/errors';

export const PHOTO_FOLDER = 'applicant_images';
export const PHOTO_SIZE_PX = 800;
/**
 * 24 megapixels of 8-bit colour (a 16-bit pixel counts twice): a phone camera's photo (12–24 MP by
 * default) decodes in about 100 MB; a decompression bomb declares far more.
 */
export const PHOTO_MAX_INPUT_PIXELS = 24_000_000;
/** Photos decoded at once; more wait their turn, so a burst of uploads cannot exhaust memory. */
export const PHOTO_DECODES_AT_ONCE = 2;
const decodeTurn = pLimit(PHOTO_DECODES_AT_ONCE);

export const PHOTO_TYPE_MESSAGE = 'Please upload a valid image file (JPG or PNG).';
export const PHOTO_SIZE_MESSAGE = 'File size should be less than 5MB.';
export const PHOTO_DIMENSIONS_MESSAGE = `The image is too large. Please upload a photo of at most ${
  PHOTO_MAX_INPUT_PIXELS / 1_000_000
} megapixels.`;

export function photoTooLarge(): HttpError {
  return new HttpError(413, PHOTO_SIZE_MESSAGE);
}

/** A square JPEG of at most 800 px, without metadata; 422 for anything but a sane JPEG or PNG. */
export async function preparePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  // Reads the header only, so sharp's own pixel limit need not apply yet: the declared size is
  // known (and refused with its own message) before any pixel is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalidInput({ image: [PHOTO_TYPE_MESSAGE] });
    });
  const { format, width = 0, height = 0, depth } = metadata;
  if (format !== 'jpeg' && format !== 'png') throw invalidInput({ image: [PHOTO_TYPE_MESSAGE] });
  const bytesPerSample = depth === 'ushort' ? 2 : 1;
  if (width * height * bytesPerSample > PHOTO_MAX_INPUT_PIXELS) {
    throw invalidInput({ image: [PHOTO_DIMENSIONS_MESSAGE] });
  }
  const side = Math.min(width, height, PHOTO_SIZE_PX);
  return decodeTurn(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        // Rotation keeps the shorter side, so the square is cut from the centre at that size.
        .resize(side, side, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
    } catch {
      throw invalidInput({ image: [PHOTO_TYPE_MESSAGE] });
    }
  });
}

/** Writes a prepared photo; returns its stored path, e.g. 'applicant_images/3f…9a.jpg'. */
export async function storePhoto(storageDir: string, jpeg: Buffer): Promise<string> {
  const stored = `${PHOTO_FOLDER}/${randomBytes(20).toString('hex')}.jpg`;
  await fs.mkdir(path.join(storageDir, PHOTO_FOLDER), { recursive: true });
  await fs.writeFile(path.join(storageDir, stored), jpeg, { flag: 'wx' });
  return stored;
}

/** Removes a stored photo; paths outside the photo folder and files already gone are left alone. */
export async function removePhoto(storageDir: string, stored: string | null | undefined): Promise<void> {
  if (!stored || !/^applicant_images\/[0-9a-f]+\.jpg$/.test(stored)) return;
  await fs.rm(path.join(storageDir, stored), { force: true });
}
