import { fileTypeFromBuffer } from 'file-type';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createMailer } from '@tradeforge/mail';
import { createMessageMails, runMessageJobs } from '../src/modules/messages';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { mailsTo } from './mail-support';
import { createCast, messageCalls, type Headers } from './messages-support';
import { htmlPage, minimalPdf, multipart, png, postSignedUpload } from './uploads';

const api = useTestApi({
  MESSAGE_JOBS_INTERVAL_SECONDS: '0',
  INQUIRY_LIMIT_PER_HOUR: '3',
  INQUIRY_LIMIT_PER_DAY: '5',
});
const calls = messageCalls(api);
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast(api);
});

async function upload(headers: Headers, file: Buffer, fileName: string, contentType: string) {
  const requested = await calls.call('POST', '/business/request/attachments/upload-request', headers, {
    contentType,
    fileSize: file.length,
    fileName,
  });
  expect(requested.statusCode).toBe(200);
  return postSignedUpload(api, requested.json().data, file, fileName, contentType);
}

const pdf = minimalPdf();

describe('attachments', () => {
  it('re-encodes images, keeps PDFs as downloads, and serves them only through signed URLs', async () => {
    const { buyer, owner, supplier } = cast;
    const rid = (
      await calls.send(buyer.headers, {
        to: supplier.id,
        attachments: [await upload(buyer.headers, pdf, 'specs.pdf', 'application/pdf')],
      })
    ).json().data.requestID;
    const image = await upload(owner.headers, await png(), 'valve.png', 'image/png');
    const replied = await calls.reply(owner.headers, rid, 'Here it is', supplier.id, [image]);
    expect(replied.statusCode).toBe(200);
    const [text, picture] = replied.json().data.messages;
    expect(text).toMatchObject({ type: 'text', content: 'Here it is' });
    expect(picture).toMatchObject({
      type: 'image',
      attachment: { name: 'valve.webp', contentType: 'image/webp', width: 1200, height: 900 },
    });

    const messages = (await calls.messages(buyer.headers, rid)).json().data.messages;
    const file = messages.find((m: { type: string }) => m.type === 'file');
    expect(file.attachment).toMatchObject({
      name: 'specs.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const served = await api.app.inject({ url: file.attachment.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''specs\.pdf/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const shown = await api.app.inject({ url: picture.attachment.url });
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
    expect((await fileTypeFromBuffer(shown.rawPayload))?.mime).toBe('image/webp');

    const forged = picture.attachment.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await api.app.inject({ url: forged })).statusCode).toBe(404);
    const expired = picture.attachment.url.replace(/exp=\d+/, 'exp=1000');
    expect((await api.app.inject({ url: expired })).statusCode).toBe(404);
    // Another message's id with this signature names nothing.
    expect(
      (await api.app.inject({ url: picture.attachment.url.replace(picture.id, text.id) })).statusCode,
    ).toBe(404);
  });

  it('refuses files that are not images or PDFs whatever they claim, tokens of others, and spent tokens', async () => {
    const { buyer, owner, supplier } = cast;
    const rid = (await calls.send(buyer.headers, { to: supplier.id })).json().data.requestID;
    const html = await upload(owner.headers, htmlPage(), 'x.pdf', 'application/pdf');
    const refused = await calls.reply(owner.headers, rid, '', supplier.id, [html]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^attachments:/);
    const others = await upload(buyer.headers, await png(), 'a.png', 'image/png');
    expect((await calls.reply(owner.headers, rid, 'x', supplier.id, [others])).statusCode).toBe(400);
    expect((await calls.reply(buyer.headers, rid, '', undefined, [others])).statusCode).toBe(200);
    expect((await calls.reply(buyer.headers, rid, '', undefined, [others])).statusCode).toBe(400);
    const tooBig = await calls.call('POST', '/business/request/attachments/upload-request', buyer.headers, {
      contentType: 'application/pdf',
      fileSize: 10 * 1024 * 1024 + 1,
      fileName: 'big.pdf',
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('refuses an attachment past 10 MB, naming that limit', async () => {
    const { buyer } = cast;
    const requested = await calls.call(
      'POST',
      '/business/request/attachments/upload-request',
      buyer.headers,
      {
        contentType: 'application/pdf',
        fileSize: 10 * 1024 * 1024,
        fileName: 'big.pdf',
      },
    );
    const { signedPost } = requested.json().data;
    const file = Buffer.alloc(11 * 1024 * 1024, 1);
    const posted = await api.app.inject({
      method: 'POST',
      url: signedPost.url,
      ...multipart(signedPost.fields, file, 'big.pdf', 'application/pdf'),
    });
    expect(posted.statusCode).toBe(413);
    expect(posted.json().error.message).toBe('The file is larger than 10 MB.');
  });
});

describe('rate limits', () => {
  it('answers 429 past the hourly limit, counted per sender across their businesses', async () => {
    const { colleague, supplier, buyingBusiness } = cast;
    // The earlier tests' inquiries were sent by the buyer; the colleague starts from zero.
    for (let i = 0; i < 3; i += 1) {
      const from = i === 0 ? buyingBusiness.id : undefined;
      expect((await calls.send(colleague.headers, { to: supplier.id, from })).statusCode).toBe(200);
    }
    const limited = await calls.send(colleague.headers, { to: supplier.id });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toContain('3 an hour and 5 a day');
    // Replies in existing threads are not limited.
    const rid = (await calls.list(colleague.headers)).json().data.threads[0].requestID;
    expect((await calls.reply(colleague.headers, rid, 'still here')).statusCode).toBe(200);
    // The daily limit holds once the hour has passed.
    await api.database.db.execute(
      sql`update inquiry_threads set created_at = now() - interval '2 hours' where sender_user_id = ${colleague.user.id}`,
    );
    expect((await calls.send(colleague.headers, { to: supplier.id })).statusCode).toBe(200);
    expect((await calls.send(colleague.headers, { to: supplier.id })).statusCode).toBe(200);
    expect((await calls.send(colleague.headers, { to: supplier.id })).statusCode).toBe(429);
  });
});

const silent = { info: () => undefined, error: () => undefined };
/** The mails as the API wires them, without SMTP: everything lands in the outbox table. */
const mailsFor = () =>
  createMessageMails({
    db: api.database.db,
    mailer: createMailer({ db: api.database.db, from: 'test@localhost', log: silent }),
    siteName: 'Tradeforge',
    webUrl: 'http://localhost:3000',
    log: silent,
  });

describe('mails', () => {
  const outbox = (kind: string, to: string) =>
    api.database.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.kind} = ${kind} and ${schema.mailOutbox.to} = ${to}`);

  it('mails receiving members about a new inquiry unless they turned it off, and unread replies once after 15 minutes', async () => {
    const { stranger, owner, member, supplier } = cast;
    await calls.call('PUT', '/user/message-mails', member.headers, { enabled: false });
    const rid = (
      await calls.send(stranger.headers, {
        to: supplier.id,
        subject: 'Would like to receive the discount policy',
      })
    ).json().data.requestID;
    const toOwner = await outbox('inquiry-new', owner.user.email);
    expect(toOwner.filter((mail) => (mail.metadata as { requestID: string }).requestID === rid)).toHaveLength(
      1,
    );
    expect(toOwner.at(-1)!.text).toContain(`/business/${supplier.id}/requests/${rid}`);
    const toMember = await outbox('inquiry-new', member.user.email);
    expect(toMember.length).toBeGreaterThan(0);
    expect(
      toMember.filter((mail) => (mail.metadata as { requestID: string }).requestID === rid),
    ).toHaveLength(0);

    await calls.reply(owner.headers, rid, 'Our discount policy is attached.', supplier.id);
    await calls.reply(owner.headers, rid, 'And the price list.', supplier.id);
    const db = api.database.db;
    // Not yet 15 minutes: nothing.
    await runMessageJobs(db, mailsFor(), 72);
    expect(await outbox('inquiry-unread', stranger.user.email)).toHaveLength(0);
    await db.execute(
      sql`update inquiry_messages set created_at = created_at - interval '16 minutes' where thread_id = ${rid}`,
    );
    const first = await runMessageJobs(db, mailsFor(), 72);
    expect(first?.mailed).toBe(1);
    const mails = await outbox('inquiry-unread', stranger.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/my-messages/${rid}`);
    await runMessageJobs(db, mailsFor(), 72);
    expect(await outbox('inquiry-unread', stranger.user.email)).toHaveLength(1);

    // A reply read within 15 minutes mails nobody.
    await calls.reply(stranger.headers, rid, 'Thanks');
    await calls.read(owner.headers, rid, supplier.id);
    await db.execute(
      sql`update inquiry_messages set created_at = created_at - interval '16 minutes' where thread_id = ${rid}`,
    );
    expect((await runMessageJobs(db, mailsFor(), 72))?.mailed).toBe(0);
    await calls.call('PUT', '/user/message-mails', member.headers, { enabled: true });
  });

  it('mails each person in their preferred language, links in it, names and subject as written', async () => {
    const db = api.database.db;
    const owner = await signIn(api, { firstName: 'Wei', preferredLanguageCode: 'zh' });
    const member = await signIn(api, { firstName: 'Kim', preferredLanguageCode: 'ko' });
    const seller = await createBusiness(db, { ownerId: owner.user.id, companyName: '华东阀门' });
    await db
      .insert(schema.businessMembers)
      .values({ businessId: seller.id, userId: member.user.id, access: 'member' });
    const buyer = await signIn(api, { firstName: 'Lucía', lastName: 'Gómez', preferredLanguageCode: 'es' });
    const rid = (await calls.send(buyer.headers, { to: seller.id, subject: 'Válvulas de bola DN50' })).json()
      .data.requestID;
    const web = api.config.allowedOrigins[0];
    const [chinese] = await mailsTo(db, owner.user.email);
    expect(chinese!.subject).toBe('Lucía Gómez 向 华东阀门 发送了新询盘');
    expect(chinese!.text).toBe(
      `Wei，您好：\n\nLucía Gómez 在 Tradeforge 上向 华东阀门 发送了询盘。\n\n主题：Válvulas de bola DN50\n\n打开对话：${web}/zh/business/${seller.id}/requests/${rid}\n\n您可以在 Tradeforge 的个人资料设置中关闭这类邮件。\n`,
    );
    const [english] = await mailsTo(db, member.user.email);
    expect(english!.subject).toBe('New inquiry for 华东阀门 from Lucía Gómez');
    expect(english!.text).toContain(`Open the conversation: ${web}/business/${seller.id}/requests/${rid}`);

    await calls.reply(owner.headers, rid, '可以，请告知数量。', seller.id);
    await db.execute(
      sql`update inquiry_messages set created_at = created_at - interval '16 minutes' where thread_id = ${rid}`,
    );
    await runMessageJobs(db, mailsFor(), 72);
    const [spanish] = await mailsTo(db, buyer.user.email);
    expect(spanish!.subject).toBe('Mensaje sin leer de 华东阀门');
    expect(spanish!.text).toContain(
      'Hola, Lucía:\n\n华东阀门 le escribió en Tradeforge y el mensaje sigue sin leer.',
    );
    expect(spanish!.text).toContain(`Abra la conversación: http://localhost:3000/es/my-messages/${rid}`);
  });

  it('prunes live events past the retention window', async () => {
    const db = api.database.db;
    await db.execute(
      sql`update app_events set created_at = now() - interval '100 hours' where user_id = ${cast.stranger.user.id}`,
    );
    const result = await runMessageJobs(db, undefined, 72);
    expect(result?.pruned).toBeGreaterThan(0);
    expect(
      await db.select().from(schema.appEvents).where(eq(schema.appEvents.userId, cast.stranger.user.id)),
    ).toEqual([]);
  });
});
