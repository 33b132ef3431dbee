import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  MAX_ATTACHMENT_BYTES,
  MAX_UPLOAD_BYTES,
  Ok,
  commonErrorResponses,
} from '@tradeforge/contracts';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import type { LocalStorage } from '../../platform/storage/local';
import { fileErrors } from './errors';

const MB = 1024 * 1024;
/** A size limit as people read it: `64 KB`, `10 MB`, `1.5 MB`. */
const sizeLabel = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Headers of every stored image: always an image, never HTML, script or a frame. */
const IMAGE_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * The local storage driver's doors: the signed-post target the browser uploads to (the signed policy is the
 * authorization, like an S3 POST policy), the public images, and the private ones behind a signed, expiring URL
 * (the signature is the authorization, like an S3 presigned GET), always served as images, never as HTML.
 */
export const fileRoutes: FastifyPluginAsyncTypebox<{
  storage: LocalStorage;
  /** Whether the upload of a key still takes its file: pending and within its window. */
  isUploadOpen: (key: string) => Promise<boolean>;
}> = async (app, { storage, isUploadOpen }) => {
  // The largest file any policy allows (message attachments); each post's signed maxSize is checked below.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(MAX_UPLOAD_BYTES, MAX_ATTACHMENT_BYTES),
      files: 1,
      fields: 8,
      fieldSize: 4096,
      parts: 10,
    },
  });

  app.post(
    '/files/upload',
    {
      schema: {
        tags: ['files'],
        summary: 'Receive a file posted with a signed policy from an upload-request',
        consumes: ['multipart/form-data'],
        response: { 201: Ok(Type.Object({ key: Type.String() })), 403: ErrorBody, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        // The policy fields come first, as with S3: nothing is written before the signature is checked.
        const policy = await storage.verifyPolicy(fields.policy, fields.signature);
        if (!policy || fields.key !== policy.key || fields['Content-Type'] !== policy.contentType)
          throw new AppError('Forbidden', fileErrors.text('policyInvalid'));
        // A policy is good for one upload: once its file was validated (or given up), a new post is refused.
        if (!(await isUploadOpen(policy.key))) throw new AppError('Forbidden', fileErrors.text('policyUsed'));
        const target = await storage.prepareIncoming(policy.key);
        await pipeline(part.file, createWriteStream(target.temporary));
        const size = (await stat(target.temporary)).size;
        if (part.file.truncated || size > policy.maxSize) {
          await target.discard();
          throw new AppError(
            'PayloadTooLarge',
            fileErrors.text('tooLarge', { size: sizeLabel(policy.maxSize) }),
          );
        }
        if (size < policy.minSize) {
          await target.discard();
          throw new AppError('BadRequest', fileErrors.text('empty'));
        }
        await target.commit();
        return reply.status(201).send(ok({ key: policy.key }));
      }
      throw new AppError('BadRequest', fileErrors.text('noFile'));
    },
  );

  const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() === true;

  app.get(
    '/files/private/*',
    {
      schema: {
        tags: ['files'],
        summary:
          "A private group's post picture (WebP), through the signed URL a reader of the post was given",
        querystring: Type.Object({
          expires: Type.Optional(Type.String({ maxLength: 20 })),
          signature: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: Type.Unknown(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { expires, signature } = request.query;
      const found = await storage.privatePath(key, expires, signature);
      // A wrong or expired signature is the same 404 as a missing file: nothing tells which keys exist.
      if (!found || !(await isFile(found.file)))
        throw new AppError('NotFound', fileErrors.text('noSuchFile'));
      return reply
        .headers(IMAGE_HEADERS)
        .header('cache-control', `private, max-age=${found.secondsLeft}`)
        .send(createReadStream(found.file));
    },
  );

  app.get(
    '/files/*',
    { schema: { tags: ['files'], summary: 'A stored image (WebP)' } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = storage.publicPath(key);
      if (!file || !(await isFile(file))) throw new AppError('NotFound', fileErrors.text('noSuchFile'));
      return reply
        .headers(IMAGE_HEADERS)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
};
