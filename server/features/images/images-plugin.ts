import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import { createStorage } from '../../storage/create-storage';
import { contentTypeOfKey } from './image-keys';
import { imageJobLimit } from './image-job-limit';
import { createHeicDecoder } from './heic-decoder';
import type { ImageServices } from './image-services';
import { imageUrlSecret } from './image-url-secret';
import { createImageUrlSigner } from './image-urls';
import { createSemaphore } from './semaphore';
import { createDesignThumbnails, type DesignThumbnails } from '../../thumbnails/design-thumbnail-urls';
import { ensureTemplateImageRows } from './template-images';
import { deviceCookieKey } from '../../auth/device-cookie';
import { attributionCookieKey } from '../partners/attribution-cookie';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageServices;
    /** Signs and checks design thumbnail URLs, with the image URL key. */
    designThumbnails: DesignThumbnails;
    /** Signs and checks the logins' device cookies (server/auth/device-cookie.ts), with a key derived from the image URL key. */
    loginDeviceKey: Buffer;
    /** Signs and checks the partner attribution cookie (features/partners/attribution-cookie.ts), with a key derived from the image URL key. */
    attributionKey: Buffer;
  }
}

/** Storage, URL signer and the job limiter of the image feature, shared by its routes and the template list. */
export default fp<{ config: Config; displayP3Profile: Uint8Array }>(
  async function imagesPlugin(app, { config, displayP3Profile }) {
    const { secret, generated } = await imageUrlSecret(config);
    if (generated) app.log.info('generated an image URL secret in the data folder');
    if (!config.IMAGE_URL_SECRET && config.DATABASE_URL) {
      app.log.warn('IMAGE_URL_SECRET is not set: image URLs are signed with a key of this host only; set it when several hosts serve the shop');
    }
    const limit = imageJobLimit();
    if (limit.wanted !== null) {
      app.log.warn(
        `image jobs run ${limit.jobs} at once on ${limit.cores} cores: libuv's thread pool is too small for one per core; start the shop with UV_THREADPOOL_SIZE=${limit.wanted}`,
      );
    }
    app.decorate('images', {
      db: app.db,
      storage: await createStorage(config, contentTypeOfKey),
      signer: createImageUrlSigner(secret),
      jobs: createSemaphore(limit.jobs),
      heic: createHeicDecoder(),
      displayP3Profile,
      inFlight: new Map(),
    } satisfies ImageServices);
    app.decorate('designThumbnails', createDesignThumbnails(secret));
    app.decorate('loginDeviceKey', deviceCookieKey(secret));
    app.decorate('attributionKey', attributionCookieKey(secret));
    app.addHook('onReady', () => ensureTemplateImageRows(app.db));
    app.addHook('onClose', () => app.images.heic.close());
  },
  { name: 'images', dependencies: ['database'] },
);
