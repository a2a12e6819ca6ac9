import type { FetchLike } from '../../../shared/api/client';

/** How far a request body is sent: bytes so far of the whole (the whole is 0 while unknown). */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * The API client's transport over XMLHttpRequest, whose upload reports its progress (fetch does
 * not): the same request (method, headers, cookie, body) and the same answer shape.
 */
export function uploadingTransport(onProgress: UploadProgress): FetchLike {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method, url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0));
      xhr.upload.addEventListener('load', () => onProgress(1, 1));
      xhr.addEventListener('load', () => {
        const text = xhr.responseText;
        resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, json: async () => JSON.parse(text) as unknown, text: async () => text });
      });
      xhr.addEventListener('error', () => reject(new TypeError('upload failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('upload aborted', 'AbortError')));
      xhr.send(init.body ?? null);
    });
}
