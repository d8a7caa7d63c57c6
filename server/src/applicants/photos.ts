// Applicant photos: checked by their content and re-encoded (which also drops any metadata and
// anything hidden in the file). Where they are kept: src/photos/.

import { PHOTO_MAX_BYTES } from '@talent/resume-model';
import sharp from 'sharp';
import { HttpError, invalidInput } from '../http/errors';
import { PHOTO_MESSAGES } from '@talent/resume-model';
import { serverMessage } from '../i18n/messages';

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
