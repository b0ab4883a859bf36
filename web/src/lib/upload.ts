import SparkMD5 from 'spark-md5';
import { UPLOAD_IMAGE_TYPES, type StoredFileInfo, type UploadImageType, type UploadPurpose } from '@tessera/schema/api';
import { apiUrl } from '../api/client';
import { uploadBlock, uploadComplete, uploadStart } from '../api/help';

export const isUploadImageType = (type: string): type is UploadImageType =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one String.fromCharCode call over 51,200 arguments would overflow some engines' stacks.
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary);
}

/**
 * Uploads an image in the server's blocks (spec section 7): the whole file's md5 first, then each block with its own
 * md5, then complete. Returns the stored file with `src`, the address an <img> loads it from.
 */
export async function uploadImage(
  file: File,
  purpose: UploadPurpose,
  appId?: number,
  onProgress?: (done: number, total: number) => void,
): Promise<StoredFileInfo & { src: string }> {
  if (!isUploadImageType(file.type)) throw new TypeError(file.type || file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const started = await uploadStart({
    purpose,
    app_id: appId,
    file_name: file.name,
    content_type: file.type,
    size: bytes.length,
    md5: SparkMD5.ArrayBuffer.hash(bytes.buffer),
  });
  for (let index = 0; index < started.blocks; index++) {
    const block = bytes.subarray(index * started.block_size, (index + 1) * started.block_size);
    await uploadBlock({
      upload_id: started.upload_id,
      index,
      md5: SparkMD5.ArrayBuffer.hash(block.slice().buffer),
      data: base64(block),
    });
    onProgress?.(index + 1, started.blocks);
  }
  const stored = await uploadComplete(started.upload_id);
  return { ...stored, src: apiUrl(stored.url) };
}
