/** The files a resume downloads as (issue 33 adds Word and JSON Resume to the PDF). */
export type ResumeFileFormat = 'pdf' | 'docx' | 'json';

/**
 * Spec §7: the PDF is saved as '{fullName or Resume}.pdf', and the Word and JSON files are named like
 * it; characters no file system takes are dropped.
 */
export function resumeFileName(fullName: string | null | undefined, format: ResumeFileFormat): string {
  const cleaned = (fullName ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${cleaned === '' ? 'Resume' : cleaned}.${format}`;
}

export function resumePdfFileName(fullName: string | null | undefined): string {
  return resumeFileName(fullName, 'pdf');
}

/** Hands a downloaded file to the browser as a download named `fileName`. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** A blob's text; FileReader where `Blob.text` is missing (older engines, and jsdom in tests). */
export function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read.'));
    reader.readAsText(blob);
  });
}
