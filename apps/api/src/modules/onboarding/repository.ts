import { eq, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

/** What the checklist's steps are computed from, for one user; undefined when there is no such user. */
export type ProgressRow = {
  photo: boolean;
  job_position: boolean;
  dismissed: boolean;
  industry_id: string | null;
  industry_name: string | null;
  in_business: boolean;
  has_product: boolean;
  has_post: boolean;
  follows: number;
  managed: { businessID: string; companyName: string } | null;
};

/**
 * One statement over the user's own rows, each part an index look-up: their memberships (`business_members_user_idx`),
 * their businesses' products (`products_business_created_idx`), their posts (`posts_user_idx`) and their follows
 * (the primary key). The industry is the profile's, else that of the business they joined first.
 */
export async function findProgress(db: Executor, userId: string) {
  const result = await db.execute<ProgressRow>(sql`
    with me as (
      select u.id, u.profile_photo is not null as photo, u.job_position_id is not null as job_position,
             u.onboarding_dismissed_at is not null as dismissed,
             coalesce(u.industry_id, (
               select b.industry_id from business_members m join businesses b on b.id = m.business_id
               where m.user_id = u.id order by m.created_at, b.id limit 1)) as industry_id
      from users u where u.id = ${userId}::uuid
    )
    select me.photo, me.job_position, me.dismissed, me.industry_id, i.name as industry_name,
      exists (select 1 from business_members m where m.user_id = me.id) as in_business,
      exists (
        select 1 from business_members m join products p on p.business_id = m.business_id
        where m.user_id = me.id and not p.hidden
          and (p.main_image is not null or jsonb_array_length(p.images) > 0)) as has_product,
      exists (select 1 from posts p where p.user_id = me.id and p.hidden_at is null) as has_post,
      (select count(*)::int from follows f join businesses b on b.id = f.business_id
        where f.user_id = me.id and b.suspended_at is null
          and (me.industry_id is null or b.industry_id = me.industry_id)) as follows,
      (select json_build_object('businessID', b.id, 'companyName', b.company_name)
        from business_members m join businesses b on b.id = m.business_id
        where m.user_id = me.id and m.access in ('owner', 'admin')
        order by m.created_at, b.id limit 1) as managed
    from me left join industries i on i.id = me.industry_id`);
  return result.rows[0];
}

/**
 * Businesses of an industry the user neither follows nor belongs to, in the listing order search uses (tier, then
 * the verified badge, then the newest), suspended ones left out. Ids only: the cards are the businesses module's read.
 */
export async function findSuggestedBusinessIds(
  db: Executor,
  userId: string,
  industryId: string,
  limit: number,
) {
  const result = await db.execute<{ id: string }>(sql`
    select b.id from businesses b
    where b.industry_id = ${industryId} and b.suspended_at is null
      and not exists (select 1 from follows f where f.user_id = ${userId}::uuid and f.business_id = b.id)
      and not exists (
        select 1 from business_members m where m.user_id = ${userId}::uuid and m.business_id = b.id)
    order by b.subscription desc, b.verified desc, b.created_at desc, b.id
    limit ${limit}`);
  return result.rows.map((row) => row.id);
}

/** Closes the checklist for good; closing it again keeps the first time. */
export async function dismissOnboarding(db: Executor, userId: string) {
  const rows = await db
    .update(schema.users)
    .set({ onboardingDismissedAt: sql`coalesce(${schema.users.onboardingDismissedAt}, now())` })
    .where(eq(schema.users.id, userId))
    .returning({ id: schema.users.id });
  return rows.length > 0;
}
