import type { DragEvent } from 'react';
import type { PaletteKey } from '../../kinds/registry';

/**
 * The palette entry being dragged (HTML5 drag and drop). A drag's data can only be read on drop, but the grid needs
 * the kind's size while the pointer moves over it, so the entry is also kept here for the drag's length.
 */
let dragged: PaletteKey | null = null;

export const PALETTE_MIME = 'application/x-tessera-palette';

export function startPaletteDrag(event: DragEvent, key: PaletteKey): void {
  dragged = key;
  event.dataTransfer.setData(PALETTE_MIME, key);
  // Some browsers start no drag without a text/plain item.
  event.dataTransfer.setData('text/plain', key);
  event.dataTransfer.effectAllowed = 'copy';
}

export function endPaletteDrag(): void {
  dragged = null;
}

export const paletteDragged = (): PaletteKey | null => dragged;
