import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { holdRequests } from './hold';

/** A file as the page handed it to the upload request: multipart field, name, type, size and SHA-256 of its bytes. */
export type SentFile = { field: string; name: string; type: string; size: number; sha256: string };

type Recorder = { sentFiles?: Array<Promise<SentFile>> };

/**
 * Records every file the page sends in a multipart upload (the app sends with XMLHttpRequest, for its progress bar).
 * Chromium does not show a request's file parts to Playwright, so the files are read where the page sends them.
 */
export async function recordUploads(page: Page): Promise<() => Promise<SentFile[]>> {
  await page.addInitScript(() => {
    const recorder = window as unknown as Recorder;
    recorder.sentFiles = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) {
        for (const [field, value] of body.entries()) {
          if (!(value instanceof File)) continue;
          recorder.sentFiles?.push(
            value.arrayBuffer().then(async (bytes) => ({
              field,
              name: value.name,
              type: value.type,
              size: value.size,
              sha256: [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
                .map((b) => b.toString(16).padStart(2, '0'))
                .join(''),
            })),
          );
        }
      }
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => Promise.all((window as unknown as Recorder).sentFiles ?? []));
}

export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** Holds the answer to the upload at `/api{pathName}` until the returned release is called, so its progress shows. */
export async function holdUpload(page: Page, pathName: string): Promise<() => void> {
  return (await holdRequests(page, `**/api${pathName}`)).release;
}
