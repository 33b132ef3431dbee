import type { ApiServices } from '@tradeforge/api';
import { INQUIRY_SUBJECTS } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { DemoBusiness } from './businesses';
import { renderPicture } from './images';
import { onePagePdf } from './pdf';
import { forEachLimited, type Random } from './random';
import * as repository from './repository';
import type { DemoUser } from './users';

const QUESTIONS = [
  'We are looking for a supplier for our plant in Monterrey. Could you share your catalogue and minimum order quantities?',
  'Please send us your full price list for 2026 with FOB and CIF prices.',
  'We would like to distribute your products in our country. What are your conditions for exclusive distributors?',
  'Can you manufacture under our own brand? We need about 2,000 units a quarter.',
  'What discount do you offer for annual contracts above US$ 50,000?',
];
const ANSWERS = [
  'Thank you for your inquiry. Our catalogue and price list are attached; the minimum order is 200 units.',
  'Yes, private label is possible from 1,000 units. Lead time is 5 to 6 weeks after artwork approval.',
  'We are interested. Could you tell us about your current customers and warehouse capacity?',
  'For annual contracts we offer 8% off list price and free freight on full containers.',
];
const FOLLOW_UPS = [
  'Thanks, this is very helpful. We will review it with our purchasing team this week.',
  'Could you also confirm the warranty terms?',
  'Great, please send a proforma invoice for a trial order.',
];

async function attach(
  services: ApiServices,
  userId: string,
  bytes: Buffer,
  fileName: string,
  contentType: 'image/png' | 'application/pdf',
) {
  const { token } = await services.attachments.requestUpload(userId, {
    contentType,
    fileSize: bytes.length,
    fileName,
  });
  await services.attachments.storeUpload(userId, token, bytes);
  return token;
}

interface ThreadSpec {
  sender: DemoUser;
  asBusiness?: DemoBusiness | undefined;
  to: DemoBusiness;
  replies: number;
  attachment?: 'image' | 'pdf';
  read?: boolean;
  end?: boolean;
  agoHours: number;
  replyHours: number;
}

/** What is said in a conversation, drawn in the order it is said. */
function planThread(random: Random, spec: ThreadSpec) {
  const subject = random.pick(INQUIRY_SUBJECTS.slice(0, 6));
  const question = random.pick(QUESTIONS);
  const replies = Array.from({ length: spec.replies }, (_, reply) =>
    reply % 2 === 0 ? random.pick(ANSWERS) : random.pick(FOLLOW_UPS),
  );
  return { ...spec, subject, question, replies };
}

/**
 * Conversations through the message service: the demo login's first business gets an inbox (open, ended, unread,
 * with an image reply), the demo login has conversations as a buyer (one answered with a PDF quotation), and a
 * dozen other businesses get enough answered inquiries to show their response times. Everything said is drawn
 * first, in order; the conversations then run four at a time, each one step after another.
 */
export async function createDemoMessages(
  services: ApiServices,
  db: Db,
  users: DemoUser[],
  businesses: DemoBusiness[],
  random: Random,
) {
  const { messages } = services;
  const demo = users[0]!;
  const owned = (user: DemoUser) => businesses.filter((business) => business.ownerId === user.id);
  const inbox = owned(demo)[0]!;

  async function converse(plan: ReturnType<typeof planThread>) {
    const thread = await messages.sendInquiry(plan.sender.id, {
      to: plan.to.id,
      from: plan.asBusiness?.id,
      subject: plan.subject,
      message: plan.question,
    });
    const rid = thread.requestID;
    for (const [reply, content] of plan.replies.entries()) {
      const fromSupplier = reply % 2 === 0;
      const author = fromSupplier ? plan.to.ownerId : plan.sender.id;
      const attachments =
        fromSupplier && reply === 0 && plan.attachment
          ? [
              plan.attachment === 'image'
                ? await attach(
                    services,
                    author,
                    await renderPicture('QC', 'Inspection photo', reply + 3, 800),
                    'inspection.png',
                    'image/png',
                  )
                : await attach(
                    services,
                    author,
                    onePagePdf('Quotation from our company'),
                    'quotation.pdf',
                    'application/pdf',
                  ),
            ]
          : undefined;
      if (fromSupplier) await messages.markRead(author, rid, plan.to.id);
      await messages.sendMessage(author, rid, fromSupplier ? plan.to.id : plan.asBusiness?.id, {
        content,
        attachments,
      });
    }
    if (plan.read) {
      await messages.markRead(plan.sender.id, rid, plan.asBusiness?.id);
      await messages.markRead(plan.to.ownerId, rid, plan.to.id);
    }
    if (plan.end) await messages.endThread(plan.to.ownerId, rid, plan.to.id);
    await repository.backdateThread(db, rid, plan.agoHours, plan.replyHours);
  }

  const others = users.slice(1);
  const suppliers = businesses.filter((business) => business.ownerId !== demo.id);
  const plans = [
    // The demo login's inbox.
    { sender: others[0]!, to: inbox, replies: 2, attachment: 'image', agoHours: 30, replyHours: 2 },
    {
      sender: others[1]!,
      asBusiness: owned(others[1]!)[0],
      to: inbox,
      replies: 1,
      end: true,
      agoHours: 120,
      replyHours: 5,
    },
    { sender: others[2]!, to: inbox, replies: 0, agoHours: 3, replyHours: 0 },
    { sender: others[3]!, to: inbox, replies: 3, read: true, agoHours: 52, replyHours: 1 },
    // The demo login as a buyer.
    { sender: demo, to: suppliers[4]!, replies: 1, attachment: 'pdf', agoHours: 20, replyHours: 4 },
    {
      sender: demo,
      asBusiness: inbox,
      to: suppliers[5]!,
      replies: 2,
      read: true,
      end: true,
      agoHours: 200,
      replyHours: 9,
    },
  ].map((spec) => planThread(random, spec as ThreadSpec));
  // Answered inquiries elsewhere, so response times show on business pages and search cards.
  for (const business of suppliers.slice(8, 20)) {
    for (let i = 0; i < 3; i += 1) {
      const sender = random.pick(others.filter((user) => user.id !== business.ownerId));
      plans.push(
        planThread(random, {
          sender,
          to: business,
          replies: random.chance(0.85) ? 1 : 0,
          read: true,
          agoHours: random.int(24, 24 * 60),
          replyHours: random.int(1, 36) / 2,
        }),
      );
    }
  }
  await forEachLimited(plans, 4, converse);
  for (const businessId of new Set(plans.map((plan) => plan.to.id)))
    await messages.refreshResponseStats(businessId);
  return { threads: plans.length };
}
