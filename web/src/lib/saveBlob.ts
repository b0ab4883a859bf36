/** Hands a downloaded file to the browser's save dialog (the renderer keeps its own for report exports). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; revoking later keeps slow browsers from losing the file.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
