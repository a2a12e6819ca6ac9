import { createRequire } from 'node:module';
import path from 'node:path';
import type SmartcropPackage from 'smartcrop';
import type { CropOptions } from 'smartcrop';
import type { PixelSize } from '../../../shared/domain/design/image-quality';
import type { ImageFocus, PixelBox } from '../../../shared/domain/design/design-types';
import { lazyRequire } from '../../lazy/lazy-package';
import sharp from './sharp';

/*
 * What a crop of an uploaded photo must keep (shared/domain/design/placement.ts places by it):
 * the faces, from face-api's tiny face detector (weights shipped inside the npm package, run by
 * TensorFlow.js on its WebAssembly backend, one thread), and the salient region by smartcrop's
 * edges, skin and saturation, with the faces as boosts. Both read the editor proxy, shrunk; the
 * boxes are returned in the original's pixels.
 */

/**
 * The network's input square (a multiple of 32), and the long edge the proxy is shrunk to for it: the
 * detector would shrink it so anyway. 512 finds faces from about 25 px (5 % of the short side of a 3:2
 * photo) at ~140 ms on one core; 416 missed a fifth of the labelled set's faces, 608 took 250 ms.
 */
const DETECT_EDGE = 512;
/** Low, as a missed face costs more than a cautious crop for a false one. */
const MIN_FACE_SCORE = 0.35;
/** smartcrop scores crops on an image of this long edge: its own prescale (256) took 45 ms, this 11 ms, for a box as coarse as the focus needs. */
const SALIENCY_EDGE = 128;
/** The focus box is the best square of at least this share of the photo's short side. */
const FOCUS_MIN_SCALE = 0.5;

/** Loaded with the first photo's focus rather than at the start. */
const smartcrop = lazyRequire<typeof SmartcropPackage>('smartcrop');

type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');
type TensorFlow = typeof import('@tensorflow/tfjs');
type WasmBackend = typeof import('@tensorflow/tfjs-backend-wasm');

const require = createRequire(import.meta.url);
let faceApi: Promise<FaceApi> | undefined;

/** Loaded on the first photo only: TensorFlow.js and the weights cost ~1 s and ~100 MB that a shop without uploads never pays. */
function detector(): Promise<FaceApi> {
  faceApi ??= (async () => {
    // face-api's build requires these same modules: TensorFlow.js, and its WebAssembly backend, which registers itself.
    const tf = require('@tensorflow/tfjs') as TensorFlow;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as WasmBackend;
    const api = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    // One thread, like every other image job (the job semaphore runs one per core).
    wasm.setThreadsCount(1);
    await tf.setBackend('wasm');
    await tf.ready();
    await api.nets.tinyFaceDetector.loadFromDisk(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'));
    return api;
  })();
  return faceApi;
}

interface RawImage {
  width: number;
  height: number;
  data: Buffer;
}

/** The proxy decoded once, shrunk to the detector's size (JPEG shrink-on-load reads a fraction of its pixels). */
async function decoded(proxy: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(proxy)
    .resize(DETECT_EDGE, DETECT_EDGE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const scaled = (box: PixelBox, by: number): PixelBox => ({ x: box.x * by, y: box.y * by, width: box.width * by, height: box.height * by });
const rounded = (box: PixelBox): PixelBox => ({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) });

/** Faces, px of `image`. */
async function detectFaces(image: RawImage): Promise<PixelBox[]> {
  const api = await detector();
  const input = api.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  // A photo smaller than the input square would only be enlarged: its own size (in 32 px steps) sees as much, sooner.
  const inputSize = Math.min(DETECT_EDGE, Math.ceil(Math.max(image.width, image.height) / 32) * 32);
  try {
    const found = await api.detectAllFaces(input, new api.TinyFaceDetectorOptions({ inputSize, scoreThreshold: MIN_FACE_SCORE }));
    return found.map(({ box }) => ({ x: box.x, y: box.y, width: box.width, height: box.height }));
  } finally {
    input.dispose();
  }
}

/** smartcrop reads pixels through these operations; the shrunk RGBA is already what it would make of the photo. */
interface InMemoryCropOptions extends CropOptions {
  prescale: false;
  imageOperations: { open: (image: RawImage) => Promise<RawImage>; getData: (image: RawImage) => Promise<RawImage> };
}

/** The salient square, px of `source`, with its faces weighing in. */
async function salientBox(source: RawImage, faces: readonly PixelBox[]): Promise<PixelBox> {
  const { data, info } = await sharp(source.data, { raw: { width: source.width, height: source.height, channels: 3 } })
    .resize(SALIENCY_EDGE, SALIENCY_EDGE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image: RawImage = { width: info.width, height: info.height, data };
  const toSaliency = info.width / source.width;
  const options: InMemoryCropOptions = {
    width: 1,
    height: 1,
    minScale: FOCUS_MIN_SCALE,
    prescale: false,
    boost: faces.map((face) => ({ ...scaled(face, toSaliency), weight: 1 })),
    imageOperations: { open: async (raw) => raw, getData: async (raw) => raw },
  };
  const { topCrop } = await smartcrop.crop(image as unknown as CanvasImageSource, options);
  return scaled(topCrop, 1 / toSaliency);
}

/** The faces and the focus box of a photo, read from its editor proxy, in the original's pixels. */
export async function detectFocus(proxy: Buffer, original: PixelSize): Promise<ImageFocus> {
  const image = await decoded(proxy);
  const faces = await detectFaces(image);
  const toOriginal = original.width / image.width;
  return { faces: faces.map((face) => rounded(scaled(face, toOriginal))), box: rounded(scaled(await salientBox(image, faces), toOriginal)) };
}
