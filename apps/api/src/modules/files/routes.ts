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

/**
 * The local storage driver's two public doors: the signed-post target the browser uploads to (the signed policy is
 * the authorization, like an S3 POST policy), and the files themselves, always served as images, never as HTML.
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

  app.get(
    '/files/*',
    { schema: { tags: ['files'], summary: 'A stored image (WebP)' } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = storage.publicPath(key);
      const exists = file && (await stat(file).catch(() => undefined))?.isFile();
      if (!file || !exists) throw new AppError('NotFound', fileErrors.text('noSuchFile'));
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
};
