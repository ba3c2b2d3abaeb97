import type { ErrorBody } from '@ico/domain/errors';
import { ApiError, api } from './api-client';
import { readSession } from './session';

/** Files of 2.5 MB (identity documents, slips) over a slow mobile link need longer than the 10 s of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Called with the share of the body sent so far (0 to 1). */
export type UploadProgress = (fraction: number) => void;

type Answer = { status: number; body: Partial<ErrorBody> & Record<string, unknown> };

function sendOnce(path: string, formData: FormData, onProgress: UploadProgress): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest rather than fetch: only it reports how much of the upload has been sent.
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    const token = readSession()?.accessToken;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Answer['body'] = {};
      try {
        body = JSON.parse(request.responseText) as Answer['body'];
      } catch {
        // Not our JSON (a proxy's page): the status alone tells what happened.
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR'));
    request.ontimeout = () => reject(new ApiError(0, 'TIMEOUT'));
    request.send(formData);
  });
}

/**
 * A multipart POST under `/api` with upload progress. On 401 the shared client is asked for the current user,
 * which refreshes the tokens (or ends the session and tells the app shell), and the upload is tried once more.
 */
export async function uploadForm<T>(path: string, formData: FormData, onProgress: UploadProgress): Promise<T> {
  let answer = await sendOnce(path, formData, onProgress);
  if (answer.status === 401 && readSession()) {
    await api('/auth/me/').catch(() => undefined);
    if (readSession()) answer = await sendOnce(path, formData, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  const code = typeof answer.body.message === 'string' ? answer.body.message : answer.status === 413 ? 'FILE_TOO_LARGE' : 'INTERNAL_ERROR';
  const detail = answer.body.detail && typeof answer.body.detail === 'object' ? answer.body.detail : {};
  throw new ApiError(answer.status, code, detail);
}
