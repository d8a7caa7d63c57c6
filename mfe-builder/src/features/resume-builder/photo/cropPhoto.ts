import { photoUploadName } from '@talent/resume-model';
import type { PixelCrop } from 'react-image-crop';

/** The server keeps photos at most 800 px square; larger uploads would only cost the user bandwidth. */
const MAX_SIDE_PX = 800;

export interface CroppedPhoto {
  file: File;
  /** For the live preview, whose frame allows images from data URLs only. */
  dataUrl: string;
}

// A photo chosen in this visit is a File; its data URL is kept beside it, not inside the draft.
const previewUrls = new WeakMap<object, string>();

export function rememberPhotoPreview(photo: object, dataUrl: string): void {
  previewUrls.set(photo, dataUrl);
}

export function photoPreviewUrl(photo: object): string | undefined {
  return previewUrls.get(photo);
}

/**
 * Draws the crop of `image` (shown rotated by `rotation` degrees about its centre, the crop in the
 * displayed image's pixels) onto a square canvas and encodes it as PNG for a PNG, else JPEG.
 */
export async function cropPhoto(
  image: HTMLImageElement,
  crop: PixelCrop,
  rotation: number,
  sourceType: string,
): Promise<CroppedPhoto> {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const sourceSide = crop.width * scaleX;
  const side = Math.max(1, Math.round(Math.min(MAX_SIDE_PX, sourceSide)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const type = sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
  if (type === 'image/jpeg') {
    // Rotated corners would turn black in a JPEG, which has no transparency.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
  }
  const centreX = image.naturalWidth / 2;
  const centreY = image.naturalHeight / 2;
  context.imageSmoothingQuality = 'high';
  context.scale(side / sourceSide, side / sourceSide);
  context.translate(-crop.x * scaleX, -crop.y * scaleY);
  context.translate(centreX, centreY);
  context.rotate((rotation * Math.PI) / 180);
  context.translate(-centreX, -centreY);
  context.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error('The canvas could not be encoded');
  const file = new File([blob], photoUploadName(type), { type });
  const dataUrl = canvas.toDataURL(type, 0.92);
  rememberPhotoPreview(file, dataUrl);
  return { file, dataUrl };
}
