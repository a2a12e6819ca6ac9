import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { MAX_UPLOAD_BYTES, tooLarge } from './image-processing';

export interface ReceivedUpload {
  /** A temp file holding the bytes exactly as sent; the caller removes it. */
  file: string;
  name: string;
  size: number;
  /** The first bytes, for the magic-number check. */
  head: Buffer;
}

/** A new temp file's name for an upload's bytes (created with flags 'wx': it must not exist yet). */
export const uploadTempFile = () => path.join(tmpdir(), `printshop-upload-${randomBytes(12).toString('hex')}`);

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/**
 * Streams the multipart part "file" to a temp file: memory stays at a few buffers whatever the
 * upload's size, and past the limit the stream is cut and the request answered 413.
 */
export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const locale = request.locale;
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } });
  } catch (error) {
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError('unsupported_media_type');
    throw uploadError(error, locale);
  }
  if (!part || part.fieldname !== 'file') throw new HttpError('bad_request', serverIntl(locale).formatMessage({ id: 'images.refusal.noFile' }));
  const file = uploadTempFile();
  try {
    await pipeline(part.file, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw tooLarge(locale);
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(64);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const { size } = await handle.stat();
      return { file, name: part.filename || 'image', size, head: head.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(file, { force: true });
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(locale);
    }
    throw uploadError(error, locale);
  }
}

/**
 * The multipart parser (busboy) fails with plain errors on a cut-off or malformed body (a dropped
 * phone connection, a wrong boundary): that is the client's request, not a server fault. Errors
 * with a status (limits) and our own pass through.
 */
function uploadError(error: unknown, locale: Locale): unknown {
  if (error instanceof HttpError || typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number') return error;
  if (error instanceof Error && /multipart|unexpected end of form|malformed|boundary|part header/i.test(error.message)) {
    return new HttpError('bad_request', serverIntl(locale).formatMessage({ id: 'images.refusal.brokenUpload' }));
  }
  return error;
}
