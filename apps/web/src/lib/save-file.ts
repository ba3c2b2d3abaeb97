/** Saves a file the API gave through a download link under its name (the browser's own download). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
