/** The longest image_url the server stores. */
export const IMAGE_URL_MAX = 1000;

/** Where an app icon may come from under the product's CSP (img-src 'self' data: blob:) or another site. */
export const IMAGE_URL_PATTERN = /^(\/|https?:\/\/|data:image\/)/;
