// Before photos moved to shared storage they were files in $DATA_DIR/storage/applicant_images. On
// start, each such file is copied into the photo store under the same name (so resumes keep naming
// it) and then deleted; a start interrupted half-way carries on where it stopped.

import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PHOTO_FOLDER, type PhotoStore, isPhotoName } from './photo-store';

/** Moves the photos found on disk into the store; returns how many it moved. */
export async function importPhotosFromDisk(
  storageDir: string,
  store: PhotoStore,
  log: FastifyBaseLogger,
): Promise<number> {
  const folder = path.join(storageDir, PHOTO_FOLDER);
  const files = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let moved = 0;
  for (const file of files) {
    const name = `${PHOTO_FOLDER}/${file}`;
    if (!isPhotoName(name)) {
      log.warn({ file: path.join(folder, file) }, 'left on disk: not a photo this server stored');
      continue;
    }
    const filePath = path.join(folder, file);
    if (!(await store.has(name))) await store.put(name, await fs.readFile(filePath));
    await fs.rm(filePath, { force: true });
    moved += 1;
  }
  if (files.length > 0) {
    log.info({ moved, storage: store.kind }, 'photos moved from the data folder into shared storage');
  }
  // Only empty folders go; anything left in them stays for the operator to look at.
  await fs.rmdir(folder).catch(() => {});
  await fs.rmdir(storageDir).catch(() => {});
  return moved;
}
