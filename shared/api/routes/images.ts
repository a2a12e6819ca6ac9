import type * as area from '../images';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const uploadImage: Routes['uploadImage'] = { method: 'POST', path: '/api/images', basketSession: 'opens' };

export const listImages: Routes['listImages'] = { method: 'GET', path: '/api/images' };

export const getImage: Routes['getImage'] = { method: 'GET', path: '/api/images/:imageId' };

export const deleteImage: Routes['deleteImage'] = { method: 'DELETE', path: '/api/images/:imageId' };

export const createRenditionUrl: Routes['createRenditionUrl'] = { method: 'POST', path: '/api/images/:imageId/renditions' };
