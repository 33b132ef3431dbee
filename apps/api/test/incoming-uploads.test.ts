import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createLocalStorage } from '../src/platform/storage/local';
import { sweepIncomingUploads } from '../src/platform/uploads';
import { signIn } from './factories';
import { useTestApi } from './helper';
import { multipart, png, uploadCalls, uploadsDirOf } from './uploads';

const api = useTestApi({ UPLOAD_SWEEP_INTERVAL_SECONDS: '0' });
const { requestUpload, validate } = uploadCalls(api);
const incoming = () => path.join(uploadsDirOf(api), 'incoming');
const postFile = (signedPost: { url: string; fields: Record<string, string> }, file: Buffer) =>
  api.app.inject({
    method: 'POST',
    url: signedPost.url,
    ...multipart(signedPost.fields, file, 'a.png', 'image/png'),
  });

describe('the local signed post', () => {
  it('takes one file per upload: a post after the upload was validated is refused and writes nothing', async () => {
    const { headers } = await signIn(api);
    const file = await png();
    const { signedPost, token } = (
      await requestUpload(headers, 'cover-photo', 'image/png', file.length)
    ).json().data;
    expect((await postFile(signedPost, file)).statusCode).toBe(201);
    expect((await validate(headers, 'cover-photo', token)).statusCode).toBe(200);
    const target = path.join(incoming(), signedPost.fields.key);
    expect(existsSync(target)).toBe(false);

    const again = await postFile(signedPost, file);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('This upload was already used or has expired; start a new one.');
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.part`)).toBe(false);
  });
});

describe('the incoming sweep', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  async function place(key: string, modified: Date) {
    const file = path.join(incoming(), key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'bytes');
    await utimes(file, modified, modified);
    return file;
  }
  async function upload(
    userId: string,
    status: 'pending' | 'attached',
    expiresAt: Date,
    purpose = 'business-image',
  ) {
    const id = randomUUID();
    const key = `users/${userId}/${purpose}/${id}`;
    await api.database.db.insert(schema.uploads).values({
      id,
      userId,
      purpose,
      key,
      contentType: 'image/png',
      declaredSize: 5,
      status,
      expiresAt,
    });
    return { id, key };
  }

  it('removes files nobody will use and keeps open uploads, recent files, attachments, datasheets and RFQ files', async () => {
    const { user } = await signIn(api);
    const attached = await upload(user.id, 'attached', hoursAgo(2));
    const abandoned = await upload(user.id, 'pending', hoursAgo(3));
    const open = await upload(user.id, 'pending', new Date(Date.now() + 5 * 60_000));
    const recent = await upload(user.id, 'attached', hoursAgo(0));
    // A datasheet is kept as posted: its file is the product's while attached, waste when abandoned.
    const datasheet = await upload(user.id, 'attached', hoursAgo(2), 'product-datasheet');
    const abandonedDatasheet = await upload(user.id, 'pending', hoursAgo(3), 'product-datasheet');
    // A buying request's drawing: the posted file is waste once abandoned, the stored `rfq-file` is kept data.
    const abandonedRfqAttachment = await upload(user.id, 'pending', hoursAgo(3), 'rfq-attachment');
    const files = {
      attached: await place(attached.key, hoursAgo(2)),
      abandoned: await place(abandoned.key, hoursAgo(3)),
      orphan: await place(`users/${user.id}/profile-photo/${randomUUID()}`, hoursAgo(5)),
      partial: await place(`users/${user.id}/business-image/${randomUUID()}.part`, hoursAgo(2)),
      open: await place(open.key, hoursAgo(2)),
      recent: await place(recent.key, new Date()),
      attachment: await place(`users/${user.id}/message-file/${randomUUID()}`, hoursAgo(48)),
      datasheet: await place(datasheet.key, hoursAgo(2)),
      abandonedDatasheet: await place(abandonedDatasheet.key, hoursAgo(3)),
      abandonedRfqAttachment: await place(abandonedRfqAttachment.key, hoursAgo(3)),
      rfqFile: await place(`users/${user.id}/rfq-file/${randomUUID()}`, hoursAgo(48)),
    };

    const storage = createLocalStorage({
      root: uploadsDirOf(api),
      secret: async () => 'not used by the sweep',
      apiPublicUrl: '/api',
    });
    // While another instance holds the round, this one skips it and touches nothing.
    const skipped = await api.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('incoming_upload_sweep'))`);
      return sweepIncomingUploads(api.database.db, storage);
    });
    expect(skipped).toBeUndefined();
    expect(Object.values(files).every((file) => existsSync(file))).toBe(true);

    expect(await sweepIncomingUploads(api.database.db, storage)).toEqual({ removed: 6 });

    const kept = Object.entries(files)
      .filter(([, file]) => existsSync(file))
      .map(([name]) => name);
    expect(kept.sort()).toEqual(['attachment', 'datasheet', 'open', 'recent', 'rfqFile']);
    const [row] = await api.database.db
      .select({ status: schema.uploads.status })
      .from(schema.uploads)
      .where(eq(schema.uploads.id, abandoned.id));
    expect(row?.status).toBe('rejected');
  });
});
