// The photo a user chooses for the resume (spec §5 'Photo', §9): JPG or PNG under 5 MB.
import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, PHOTO_ROTATION_DEGREES } from '../constants';
import { PHOTO_MESSAGES, type ValidationMessage } from '../messages';
import type { PendingPhoto } from '../types/resume';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a chosen file cannot be the photo, in the spec's words, or null when it may be cropped.
 * The type is read from the browser's MIME type, or from the name when the browser gives none.
 */
export function photoFileProblem(file: PendingPhoto): ValidationMessage | null {
  const type = file.type.toLowerCase();
  const typeAllowed =
    type === ''
      ? (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
      : (PHOTO_MIME_TYPES as readonly string[]).includes(type);
  if (!typeAllowed) return PHOTO_MESSAGES.invalidType;
  if (file.size >= PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** Rotation kept between -180 and 180 degrees. */
export function clampRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return Math.min(PHOTO_ROTATION_DEGREES.max, Math.max(PHOTO_ROTATION_DEGREES.min, Math.round(degrees)));
}

/** The file name a cropped photo is uploaded under: 'profile_photo' with the extension of its type. */
export function photoUploadName(type: string): string {
  return `profile_photo.${type === 'image/png' ? 'png' : 'jpg'}`;
}
