import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export default fp(
  async function openapi(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Print shop API',
          description:
            'API of the Swiss wall-art print shop. Texts follow Accept-Language (de, fr, it, en; German by default). Every failure answers { error: { code, message, fields? } }.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
      // Writes the schemas registered with an id (recursive ones, e.g. NavigationItem) into
      // components.schemas, where the operations' $refs point.
      transformObject: jsonSchemaTransformObject,
    });
  },
  { name: 'openapi' },
);
