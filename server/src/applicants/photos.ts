// Applicant photos: checked by their content, re-encoded (which also drops any metadata and
// anything hidden in the file) and stored under a random name in $DATA_DIR/storage.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_MAX_BYTES } from '@talent/resume-model';
import sharp from 'sharp';
import { HttpError, invalidInput } from '../http/errors';
import { PHOTO_MESSAGES } from '@talent/resume-model';
import { serverMessage } from '../i18n/messages';

export const PHOTO_FOLDER = 'applicant_images';
export const PHOTO_SIZE_PX = 800;
/** 40 megapixels: any real camera photo; a decompression bomb declares far more. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

// The builder's own photo rules (resume-model) say the same to a file the browser let through.
export const PHOTO_TYPE_MESSAGE = PHOTO_MESSAGES.invalidType;
export const PHOTO_SIZE_MESSAGE = PHOTO_MESSAGES.tooLarge;
export const PHOTO_DIMENSIONS_MESSAGE = serverMessage('photoTooManyPixels');

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
  const { format, width = 0, height = 0 } = metadata;
  if (format !== 'jpeg' && format !== 'png') throw invalidInput({ image: [PHOTO_TYPE_MESSAGE] });
  if (width * height > PHOTO_MAX_INPUT_PIXELS) throw invalidInput({ image: [PHOTO_DIMENSIONS_MESSAGE] });
  const side = Math.min(width, height, PHOTO_SIZE_PX);
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
