import { schema, type Executor } from '@tradeforge/db';

export type NewEnquiry = typeof schema.enquiries.$inferInsert;

export async function insertEnquiry(db: Executor, enquiry: NewEnquiry) {
  const [row] = await db
    .insert(schema.enquiries)
    .values(enquiry)
    .returning({ id: schema.enquiries.id, createdAt: schema.enquiries.createdAt });
  return row!;
}
