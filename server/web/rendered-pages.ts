import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagOf } from './page-cache';
import { lcpPreloadLink } from './preload-link';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A whole rendered page: its status and HTML, with its ETag, its picture's Link header and its compressed forms made once. */
export class RenderedPage {
  readonly kind = 'page';
  readonly etag: string;
  /** The Link header that preloads the page's largest picture (preload-link.ts), if it has one. */
  readonly link: string | null;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(
    readonly status: number,
    readonly body: Buffer,
  ) {
    this.etag = etagOf(body);
    this.link = status === 200 ? lcpPreloadLink(body.toString('utf8')) : null;
  }

  /**
   * The body in a content encoding, compressed on first demand in libuv's thread pool (not on the
   * event loop) at the highest setting, since it is made once per page and catalogue version.
   */
  encode(encoding: ContentEncoding): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipAsync(this.body, { level: 9 });
      // A failure is not kept: the next request compresses again.
      encoded.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  /**
   * Bytes the page may hold in memory: its HTML plus at most half of it for the brotli and gzip
   * forms together (HTML compresses to well under a quarter with either).
   */
  get bytes(): number {
    return this.body.length + Math.ceil(this.body.length / 2);
  }
}

export type RenderResult = RenderedPage | { kind: 'redirect'; status: number; location: string };

/** A least-recently-used set of pages, bounded in bytes. */
class PageLru {
  private readonly pages = new Map<string, { version: number; page: RenderedPage }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): RenderedPage | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    this.pages.delete(key);
    if (hit.version !== version) {
      this.bytes -= hit.page.bytes;
      return undefined;
    }
    // Map order is the LRU order: a hit moves to the back.
    this.pages.set(key, hit);
    return hit.page;
  }

  set(key: string, version: number, page: RenderedPage): void {
    if (page.bytes > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.bytes -= old.page.bytes;
    }
    this.pages.set(key, { version, page });
    this.bytes += page.bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.page.bytes;
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get stats() {
    return { entries: this.pages.size, bytes: this.bytes };
  }
}

export interface RenderedPagesOptions {
  /** The catalogue version (CatalogueCache.currentVersion): every page is rendered from catalogue data only. */
  readVersion: () => Promise<number>;
  /** Bytes all kept pages may take together (0 keeps none). */
  maxBytes: number;
}

/**
 * Rendered public pages, kept per process by URL key until the catalogue version moves: their HTML
 * is the same for every visitor and is made only of catalogue data (products, CMS pages,
 * navigation, languages, footer), each of which bumps that version when it changes.
 *
 * Only complete renders are kept: a 200 page, and a 404 page in a partition of its own, an
 * eighth of the bytes: unknown URLs are endless, so a visitor asking for new ones only ever
 * pushes out other 404s, never the shop's pages. Anything else (a 500, a redirect) is handed to
 * the requests that waited for it and forgotten. Concurrent requests for a page not kept share
 * one render.
 */
export class RenderedPages {
  private readonly found: PageLru;
  private readonly notFound: PageLru;
  private readonly inFlight = new Map<string, Promise<RenderResult>>();
  private version: number | null = null;
  /** Renders started (for tests and the bench: a hit starts none). */
  renders = 0;

  constructor(private readonly options: RenderedPagesOptions) {
    this.found = new PageLru(options.maxBytes - Math.floor(options.maxBytes / 8));
    this.notFound = new PageLru(Math.floor(options.maxBytes / 8));
  }

  async get(key: string, render: () => Promise<RenderResult>): Promise<RenderResult> {
    let version: number;
    try {
      version = await this.options.readVersion();
    } catch {
      // Without the version nothing kept can be trusted: render, keep nothing.
      this.renders += 1;
      return render();
    }
    if (version !== this.version) {
      this.found.clear();
      this.notFound.clear();
      this.version = version;
    }
    const hit = this.found.get(key, version) ?? this.notFound.get(key, version);
    if (hit) return hit;
    // Tagged with the version read before rendering: if the catalogue moves meanwhile, the page is
    // never served once the new version is read.
    const flightKey = `${version}\u0000${key}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      this.renders += 1;
      flight = render()
        .then((result) => {
          // A page of a version already left behind is handed out, not kept (it would push out a newer one).
          if (version !== this.version || result.kind !== 'page') return result;
          if (result.status === 200) this.found.set(key, version, result);
          else if (result.status === 404) this.notFound.set(key, version, result);
          return result;
        })
        .finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  get stats() {
    const found = this.found.stats;
    const notFound = this.notFound.stats;
    return { entries: found.entries + notFound.entries, bytes: found.bytes + notFound.bytes, notFound: notFound.entries, renders: this.renders };
  }
}

/**
 * The encoding to send a kept page in, as Accept-Encoding allows (brotli before gzip at equal
 * weight, as the compression plugin chooses), or null for the plain HTML.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token.trim().toLowerCase(), q === undefined ? 1 : Number(q) || 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const identity = weights.get('identity') ?? 0.001;
  const best = (['br', 'gzip'] as const).reduce<ContentEncoding | null>((chosen, e) => (weightOf(e) > (chosen ? weightOf(chosen) : 0) ? e : chosen), null);
  return best && weightOf(best) >= identity ? best : null;
}
