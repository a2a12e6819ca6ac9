import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ObjectStorage } from '../storage/object-storage';
import { s3Storage } from '../storage/s3-storage';

/**
 * An S3-compatible server (npm s3rver) on a free local port with one bucket, for the S3 storage
 * and the multi-process tests: the real AWS SDK talks to it with signed path-style requests.
 */
export interface S3Server {
  endpoint: string;
  bucket: string;
  /** s3rver's own credentials. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request it received so far. */
  requests: IncomingMessage[];
  /** The keys in the bucket, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** The settings that make a shop process store its images there. */
  env: Record<string, string>;
  /** The shop's S3 adapter on this server's bucket, its keys under `prefix`. */
  storage(prefix: string): ObjectStorage;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'shop-images'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'printshop-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const requests: IncomingMessage[] = [];
  server.httpServer.on('request', (request: IncomingMessage) => requests.push(request));
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    ...credentials,
    requests,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    storage: (prefix) => s3Storage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, ...credentials, prefix }),
    keys: async (prefix = '') => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys.toSorted();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
