import {
  DELETED_USER_NAME,
  type MessageAttachment,
  type ThreadMessage,
  type ThreadSummary,
} from '@tradeforge/contracts';
import type { MessageRow, Side, ThreadListRow } from './repository';

type Photo = ThreadListRow['user_photo'];
/** Signs an attachment's URL for the message's readers. */
export type AttachmentUrl = (messageId: string) => string;

const photo = (image: Photo) => (image ? { url: image.versions?.thumb?.url ?? image.url } : null);
const iso = (value: Date | string) => new Date(value).toISOString();

export function toThreadSummary(row: ThreadListRow, side: Side): ThreadSummary {
  const asBusiness = row.sender_business_id !== null;
  return {
    requestID: row.id,
    status: row.status,
    senderType: asBusiness ? 'business' : 'user',
    subject: row.subject,
    createdAt: iso(row.created_at),
    lastMessageAt: iso(row.last_message_at),
    lastMessage: row.last_message,
    from: asBusiness
      ? {
          id: row.sender_business_id!,
          name: row.sender_business_name ?? '',
          type: 'business',
          photo: photo(row.sender_business_photo),
        }
      : row.sender_user_id === null
        ? { id: null, name: DELETED_USER_NAME, type: 'user', photo: null }
        : { id: row.sender_user_id, name: row.user_name ?? '', type: 'user', photo: photo(row.user_photo) },
    to: {
      id: row.receiver_business_id,
      name: row.receiver_name,
      type: 'business',
      photo: photo(row.receiver_photo),
    },
    unread: Number(row.unread),
    side,
    endedAt: row.ended_at ? iso(row.ended_at) : null,
  };
}

export function toThreadMessage(row: MessageRow, attachmentUrl: AttachmentUrl): ThreadMessage {
  const message: ThreadMessage = {
    id: row.id,
    content: row.content,
    datetime: row.createdAt.toISOString(),
    from: row.fromSide,
    type: row.type,
    seenAt: row.seenAt ? row.seenAt.toISOString() : null,
  };
  if (row.attachment) {
    const { name, contentType, size, width, height } = row.attachment;
    const attachment: MessageAttachment = { url: attachmentUrl(row.id), name, contentType, size };
    if (width) attachment.width = width;
    if (height) attachment.height = height;
    message.attachment = attachment;
  }
  return message;
}

/** The thread list's one-line preview of a message. */
export function preview(content: string, attachmentName?: string) {
  const text = content.trim() || attachmentName || '';
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}
