// Applicant photos: checked by their content and re-encoded (which also drops any metadata and
// anything hidden in the file). Where they are kept: src/photos/.

import pLimit from 'p-limit';
import sharp from 'sharp';
import { HttpError, invalidInput } from '../http/errors';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@talent/resume-model';
import { serverMessage } from '../i18n/messages';

export const PHOTO_SIZE_PX = 800;
/**
 * 24 megapixels of 8-bit colour (a 16-bit pixel counts twice): a phone camera's photo (12–24 MP by
 * default) decodes in about 100 MB; a decompression bomb declares far more.
 */
export const PHOTO_MAX_INPUT_PIXELS = 24_000_000;
/** Photos decoded at once; more wait their turn, so a burst of uploads cannot exhaust memory. */
export const PHOTO_DECODES_AT_ONCE = 2;
const decodeTurn = pLimit(PHOTO_DECODES_AT_ONCE);

// The builder's own photo rules (resume-model) say the same to a file the browser let through.
export const PHOTO_TYPE_MESSAGE = PHOTO_MESSAGES.invalidType;
export const PHOTO_SIZE_MESSAGE = PHOTO_MESSAGES.tooLarge;
export const PHOTO_DIMENSIONS_MESSAGE = serverMessage('errors.photoTooManyPixels', {
  megapixels: PHOTO_MAX_INPUT_PIXELS / 1_000_000,
});

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
