// Uploads for the admin (images): one file as the request body, answered like lib/api.ts's api(), with the share sent so far.
import { failed, tell401 } from './api';

export type UploadOptions = {
  /** POST unless said otherwise. */
  method?: string;
  /** The share of the file sent so far, from 0 to 1; called with 1 once it has all been sent. */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the upload; the promise then rejects with the signal's reason, as fetch does. */
  signal?: AbortSignal;
};

/**
 * Sends one file as the request body, typed as the file is, and answers like `api`: the JSON reply, or an ApiError.
 * XMLHttpRequest because fetch cannot report how much of a request body has been sent.
 */
export function upload<T>(path: string, file: Blob, { method = 'POST', onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    // A file the browser cannot type is still sent as bytes: the server judges an upload by its bytes alone.
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');

    let sent = 0;
    let settled = false;
    const progress = (fraction: number) => {
      // Only forward, and nothing after the end: a progress bar must never jump back or move once it is over.
      if (settled || fraction <= sent) return;
      sent = fraction;
      onProgress?.(fraction);
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) progress(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener('load', () => progress(1));

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
      settled = true;
    };
    xhr.addEventListener('load', () =>
      settle(() => {
        tell401(xhr.status, path);
        if (xhr.status < 200 || xhr.status > 299)
          return reject(failed(xhr.status, xhr.responseText, xhr.statusText, xhr.getResponseHeader('retry-after')));
        progress(1); // an answer means the whole body arrived, even where no upload event fired
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch (error) {
          reject(error);
        }
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(new TypeError(`Upload to ${path} failed: the server could not be reached`))));
    xhr.addEventListener('abort', () => settle(() => reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'))));
    xhr.send(file);
  });
}
