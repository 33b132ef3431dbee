import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountDeletionPreview,
  commonErrorResponses,
  DataExport,
  DataExportLink,
  DataExportState,
  DeleteAccountBody,
  ErrorBody,
  Ok,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { AccountDeletionService } from './deletion';
import type { DataExportService } from './exports';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const tags = ['data-rights'];
const ExportParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The users' own data (issue 19): exports of everything about them, and deleting their account. */
export const dataRightsRoutes: FastifyPluginAsyncTypebox<{
  exports: DataExportService;
  deletion: AccountDeletionService;
  auth: RouteAuth;
}> = async (app, { exports, deletion, auth }) => {
  const user = { preHandler: auth.requireUser };

  app.get(
    '/user/data-exports',
    {
      ...user,
      schema: {
        tags,
        summary: 'My latest data export',
        response: { 200: Ok(DataExportState), ...errors },
      },
    },
    async (request) => ok(await exports.latest(auth.userId(request))),
  );
  app.post(
    '/user/data-exports',
    {
      ...user,
      schema: {
        tags,
        summary: 'Request an export of all my data (one at a time, 3 a day); a mail tells when it is ready',
        response: { 201: Ok(DataExport), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await exports.request(auth.userId(request)))),
  );
  app.post(
    '/user/data-exports/:id/link',
    {
      ...user,
      schema: {
        tags,
        summary: 'A signed download link to my ready export, valid 10 minutes',
        params: ExportParams,
        response: { 200: Ok(DataExportLink), ...errors },
      },
    },
    async (request) => ok(await exports.link(auth.userId(request), request.params.id)),
  );
  app.get(
    '/user/data-exports/:id/download',
    {
      schema: {
        tags,
        summary: 'The export file, through the signed link (no session header needed)',
        params: ExportParams,
        querystring: Type.Object({ exp: Type.Integer({ minimum: 0 }), sig: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.Unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { bytes, createdAt } = await exports.download(
        request.params.id,
        request.query.exp,
        request.query.sig,
      );
      const name = `tradeforge-data-${createdAt.toISOString().slice(0, 10)}.json`;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(bytes);
    },
  );

  app.get(
    '/user/account/deletion',
    {
      ...user,
      schema: {
        tags,
        summary: 'What deleting my account takes with it: the businesses where I am the only owner',
        response: { 200: Ok(AccountDeletionPreview), ...errors },
      },
    },
    async (request) => ok(await deletion.preview(auth.userId(request))),
  );
  app.post(
    '/user/account/delete',
    {
      ...user,
      // Each try spends a grant the account service gave after the password; a few an hour is plenty.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Delete my account with the grant the account service gave after my password',
        description:
          'Get the grant from POST /accounts/account/deletion-grant (password, and the code with two-factor sign-in). Businesses where you are the only owner are deleted too.',
        body: DeleteAccountBody,
        response: {
          200: Ok(Type.Object({ deleted: Type.Literal(true), businessesDeleted: Type.Integer() })),
          ...errors,
        },
      },
    },
    async (request) => ok(await deletion.deleteAccount(auth.userId(request), request.body.grant)),
  );
};
