import { eq } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

/** The name the file had on the sender's machine, kept beside its upload. */
export async function insertFileName(db: Executor, uploadId: string, fileName: string) {
  await db.insert(schema.inquiryUploads).values({ uploadId, fileName });
}

export async function findFileName(db: Executor, uploadId: string) {
  const [row] = await db
    .select({ fileName: schema.inquiryUploads.fileName })
    .from(schema.inquiryUploads)
    .where(eq(schema.inquiryUploads.uploadId, uploadId));
  return row?.fileName ?? 'file';
}
