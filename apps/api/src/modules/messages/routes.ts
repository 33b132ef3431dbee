import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AttachmentUploadBody,
  commonErrorResponses,
  ErrorBody,
  MessageMailSettings,
  Ok,
  SendInquiryBody,
  SendMessageBody,
  SentMessages,
  SignedUpload,
  ThreadActorQuery,
  ThreadList,
  ThreadListQuery,
  ThreadMessages,
  ThreadParams,
  ThreadSummary,
  UnreadCount,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { AttachmentService } from './attachments';
import type { MailSettingsService } from './mail-settings';
import type { MessageService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const tags = ['inquiries and messages'];

export interface MessageRouteOptions {
  auth: RouteAuth;
  messages: MessageService;
  attachments: AttachmentService;
  mailSettings: MailSettingsService;
}

export const messageRoutes: FastifyPluginAsyncTypebox<MessageRouteOptions> = async (
  app,
  { auth, messages, attachments, mailSettings },
) => {
  const user = { preHandler: auth.requireUser };
  // Writing to a business needs a verified e-mail (reading and ending a conversation do not).
  const verifiedUser = { preHandler: auth.requireVerifiedUser };

  app.post(
    '/business/request',
    {
      ...verifiedUser,
      schema: {
        tags,
        summary: 'Send an inquiry to a business, as yourself or as a business you belong to',
        body: SendInquiryBody,
        response: { 200: Ok(ThreadSummary), ...errors },
      },
    },
    async (request) => ok(await messages.sendInquiry(auth.userId(request), request.body)),
  );

  app.get(
    '/business/request',
    {
      ...user,
      schema: {
        tags,
        summary: 'A business inbox (ubid = a business you belong to), or your own conversations as a buyer',
        querystring: ThreadListQuery,
        response: { 200: Ok(ThreadList), ...errors },
      },
    },
    async (request) => ok(await messages.listThreads(auth.userId(request), request.query.ubid)),
  );

  app.get(
    '/business/request/unread-count',
    {
      ...user,
      schema: {
        tags,
        summary: 'Unread messages, in total and per inbox',
        response: { 200: Ok(UnreadCount), ...errors },
      },
    },
    async (request) => ok(await messages.unreadCount(auth.userId(request))),
  );

  app.get(
    '/business/request/:rid/get-messages',
    {
      ...user,
      schema: {
        tags,
        summary: "A conversation's messages, oldest first",
        params: ThreadParams,
        querystring: ThreadActorQuery,
        response: { 200: Ok(ThreadMessages), ...errors },
      },
    },
    async (request) =>
      ok(await messages.getMessages(auth.userId(request), request.params.rid, request.query.bid)),
  );

  app.post(
    '/business/request/:rid/send-message',
    {
      ...verifiedUser,
      schema: {
        tags,
        summary: 'Send a message (and attachments) in a conversation',
        params: ThreadParams,
        querystring: ThreadActorQuery,
        body: SendMessageBody,
        response: { 200: Ok(SentMessages), ...errors },
      },
    },
    async (request) =>
      ok(
        await messages.sendMessage(auth.userId(request), request.params.rid, request.query.bid, request.body),
      ),
  );

  for (const [path, summary, action] of [
    ['end-request', 'End a conversation (no more messages)', messages.endThread],
    ['read', "Mark the other side's messages seen", messages.markRead],
  ] as const) {
    app.post(
      `/business/request/:rid/${path}`,
      {
        ...user,
        schema: {
          tags,
          summary,
          params: ThreadParams,
          querystring: ThreadActorQuery,
          response: { 200: Ok(ThreadSummary), ...errors },
        },
      },
      async (request) => ok(await action(auth.userId(request), request.params.rid, request.query.bid)),
    );
  }

  app.post(
    '/business/request/attachments/upload-request',
    {
      ...user,
      schema: {
        tags,
        summary: 'Sign a post for a message attachment (image or PDF, up to 10 MB)',
        body: AttachmentUploadBody,
        response: { 200: Ok(SignedUpload), ...errors },
      },
    },
    async (request) => ok(await attachments.requestUpload(auth.userId(request), request.body)),
  );

  app.get(
    '/business/request/attachments/:messageId',
    {
      schema: {
        tags,
        summary: 'An attachment, through the signed URL its message carries',
        params: Type.Object({ messageId: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object({ exp: Type.Integer({ minimum: 0 }), sig: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.Unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { attachment, bytes } = await messages.readAttachment(
        request.params.messageId,
        request.query.exp,
        request.query.sig,
      );
      const image = attachment.contentType.startsWith('image/');
      const name = encodeURIComponent(attachment.name);
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', `${image ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    },
  );

  app.get(
    '/user/message-mails',
    {
      ...user,
      schema: {
        tags,
        summary: 'Whether you get mails for new inquiries and unread replies',
        response: { 200: Ok(MessageMailSettings), ...errors },
      },
    },
    async (request) => ok(await mailSettings.get(auth.userId(request))),
  );
  app.put(
    '/user/message-mails',
    {
      ...user,
      schema: {
        tags,
        summary: 'Turn mails for new inquiries and unread replies on or off',
        body: MessageMailSettings,
        response: { 200: Ok(MessageMailSettings), ...errors },
      },
    },
    async (request) => ok(await mailSettings.set(auth.userId(request), request.body.enabled)),
  );
};
