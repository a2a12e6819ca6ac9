import { ApiErrorBody } from '../../shared/api/error';
import { ImageInfo } from '../../shared/api/images';
import type { Locale } from '../../shared/i18n/locales';

export interface UploadTarget {
  /** The shop's origin ('' in the shop itself). */
  base: string;
  locale: Locale;
  token?: (() => string | null | undefined) | undefined;
  /**
   * More request headers, e.g. the partner widget's draft (widget/embed/draft-session.ts); given the
   * headers of an upload answered 410 (the shop no longer keeps their draft), those of a new draft.
   */
  headers?: ((gone?: Record<string, string>) => Promise<Record<string, string>>) | undefined;
  /** The shop's basket session, waited for first: photos picked together then all land in it (shared/api/basket-session.ts). */
  session?: (() => Promise<void>) | undefined;
}

class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Uploads one photo as multipart (XHR, because fetch reports no upload progress). The answer is
 * parsed with the same schema the server answers with; failures carry the server's message, which
 * is already in the visitor's language.
 */
export async function uploadImage(target: UploadTarget, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ImageInfo> {
  await target.session?.();
  const extra = (await target.headers?.()) ?? {};
  try {
    return await send(target, extra, file, onProgress, signal);
  } catch (error) {
    // The partner widget's draft expired (the shop stored nothing): once more, on a new draft.
    if (!(error instanceof UploadError) || error.status !== 410 || !target.headers) throw error;
    return send(target, await target.headers(extra), file, onProgress, signal);
  }
}

function send(
  target: UploadTarget,
  extra: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImageInfo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${target.base}/api/images`);
    // A draft (the widget on a partner page) sends no cookies: the shop grants partner pages no credentials.
    xhr.withCredentials = !target.headers;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', target.locale);
    const token = target.token?.();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(extra)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 201) {
        const parsed = ImageInfo.safeParse(xhr.response);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data);
        } else reject(new UploadError(xhr.status, 'unexpected answer'));
        return;
      }
      const error = ApiErrorBody.safeParse(xhr.response);
      reject(new UploadError(xhr.status, error.success ? error.data.error.message : `HTTP ${xhr.status}`));
    });
    xhr.addEventListener('error', () => reject(new UploadError(0, 'network')));
    xhr.addEventListener('abort', () => reject(new UploadError(0, 'aborted')));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
