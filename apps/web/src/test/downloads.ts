/**
 * A download link the app clicks (lib/save-file.ts) is a download in a browser; happy-dom would navigate the window to
 * the blob's address instead, which ends the test's document. The click is kept here, its file name and address,
 * for a test to read, and the navigation does not happen.
 */
export type Download = { name: string; href: string };

let saved: Download[] = [];

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  saved.push({ name: link.download, href: link.href });
});

/** The downloads since the last call, in order. */
export function takeDownloads(): Download[] {
  const taken = saved;
  saved = [];
  return taken;
}
