/** The longest image_url the server stores. */
export const IMAGE_URL_MAX = 1000;

/** Where an app icon may come from under the product's CSP (img-src 'self' data: blob:) or another site. */
export const IMAGE_URL_PATTERN = /^(\/|https?:\/\/|data:image\/)/;

const ATTEMPTS: { size: number; quality: number }[] = [
  { size: 64, quality: 0.8 },
  { size: 48, quality: 0.7 },
  { size: 40, quality: 0.5 },
  { size: 32, quality: 0.4 },
];

async function load(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * An uploaded picture as a small square data url that fits the app's image_url (the product has no file store):
 * centre-cropped, drawn smaller and compressed harder until it fits; null when even the smallest does not.
 */
export async function iconDataUrl(file: File): Promise<string | null> {
  const image = await load(file);
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const sx = (image.naturalWidth - side) / 2;
  const sy = (image.naturalHeight - side) / 2;
  for (const { size, quality } of ATTEMPTS) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    canvas.getContext('2d')?.drawImage(image, sx, sy, side, side, 0, 0, size, size);
    const data = canvas.toDataURL('image/webp', quality);
    if (data.length <= IMAGE_URL_MAX) return data;
  }
  return null;
}
