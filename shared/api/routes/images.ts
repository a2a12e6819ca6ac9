import type { createRenditionUrlSchemas, deleteImageSchemas, getImageSchemas, listImagesSchemas, uploadImageSchemas } from '../images';
import type { Route } from '../route';

export const uploadImage: Route<typeof uploadImageSchemas> = { method: 'POST', path: '/api/images', basketSession: 'opens' };

export const listImages: Route<typeof listImagesSchemas> = { method: 'GET', path: '/api/images' };

export const getImage: Route<typeof getImageSchemas> = { method: 'GET', path: '/api/images/:imageId' };

export const deleteImage: Route<typeof deleteImageSchemas> = { method: 'DELETE', path: '/api/images/:imageId' };

export const createRenditionUrl: Route<typeof createRenditionUrlSchemas> = { method: 'POST', path: '/api/images/:imageId/renditions' };
