import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/*
 * libheif compiled to WebAssembly (npm heic-decode) runs on the thread that calls it: about 0.7 s for
 * a 12 MP iPhone photo here. So it runs in a worker thread, started on the first HEIC and kept: the
 * WebAssembly module compiles once (a second or more on a busy machine), and the event loop keeps
 * answering while a photo decodes. A worker that fails is replaced on the next photo.
 */

type HeicDecoded = { width: number; height: number; data: Uint8ClampedArray } | { tooManyPixels: true } | { error: string };

export interface HeicDecoder {
  /** The primary image as RGBA with rotation and mirroring applied, unless it has more than maxPixels. */
  decode(bytes: Buffer, maxPixels: number): Promise<HeicDecoded>;
  close(): Promise<void>;
}

// Plain CommonJS, evaluated as the worker: no build step has to know of a second entry file.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoder);
async function primary({ bytes, maxPixels }) {
  const images = await decode.all({ buffer: bytes });
  try {
    const image = images[0];
    if (!image) throw new Error('no image');
    // The size from the container, before the decoder allocates width x height x 4 bytes.
    if (image.width * image.height > maxPixels) return { tooManyPixels: true };
    return await image.decode();
  } finally {
    images.dispose();
  }
}
parentPort.on('message', (request) => {
  primary(request).then(
    (answer) => parentPort.postMessage({ id: request.id, ...answer }, answer.data ? [answer.data.buffer] : []),
    (error) => parentPort.postMessage({ id: request.id, error: String(error && error.message) }),
  );
});
`;

type Waiting = { resolve: (answer: HeicDecoded) => void; reject: (error: Error) => void };

export function createHeicDecoder(): HeicDecoder {
  let worker: Worker | null = null;
  const waiting = new Map<number, Waiting>();
  let nextId = 0;

  const start = (): Worker => {
    const started = new Worker(WORKER, { eval: true, workerData: { decoder: fileURLToPath(import.meta.resolve('heic-decode')) } });
    // An idle decoder does not keep the process alive.
    started.unref();
    started.on('message', ({ id, ...answer }: HeicDecoded & { id: number }) => {
      waiting.get(id)?.resolve(answer);
      waiting.delete(id);
    });
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`HEIC decoder stopped (${code})`)));
    return started;
  };

  return {
    decode(bytes, maxPixels) {
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<HeicDecoded>((resolve, reject) => waiting.set(id, { resolve, reject }));
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker_threads Worker: no window, no origin
      worker.postMessage({ id, bytes, maxPixels });
      return answer;
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
