import { sql } from 'drizzle-orm';
import type { CommentPlace, ContentAuthor } from '@tradeforge/contracts';

/**
 * Where the comment aliased `c` is shown: its product or post, or for a reply the one of the comment it answers.
 * Adds the columns place_type, place_id, place_title, place_business_id, place_company_name (null without `c`).
 */
export const commentPlaceJoin = sql`left join lateral (
    select pl.type as place_type, pl.id as place_id,
           case pl.type when 'product' then pr.name else left(po.content, 120) end as place_title,
           pr.business_id as place_business_id, pb.company_name as place_company_name
      from (select case when c.resource_type = 'comment' then parent.resource_type else c.resource_type end::text as type,
                   case when c.resource_type = 'comment' then parent.resource_id else c.resource_id end as id
              from (select 1) one
              left join comments parent on c.resource_type = 'comment' and parent.id = c.resource_id) pl
      left join products pr on pl.type = 'product' and pr.id = pl.id
      left join posts po on pl.type = 'post' and po.id = pl.id
      left join businesses pb on pb.id = pr.business_id
     where c.id is not null and pl.type in ('product', 'post')) place on true`;

// Types, not interfaces: query row types need an index signature.
export type PlaceColumns = {
  place_type: 'product' | 'post' | null;
  place_id: string | null;
  place_title: string | null;
  place_business_id: string | null;
  place_company_name: string | null;
};

export const toPlace = (row: PlaceColumns): CommentPlace | null =>
  row.place_type && row.place_id
    ? {
        type: row.place_type,
        id: row.place_id,
        title: row.place_title,
        businessID: row.place_business_id,
        companyName: row.place_company_name,
      }
    : null;

/** The author columns: from `users au` and `businesses ab` (the business it was written as). */
export const authorColumns = sql`au.id as author_id, au.first_name || ' ' || au.last_name as author_name,
  au.email as author_email, ab.id as author_business_id, ab.company_name as author_company_name`;

export type AuthorColumns = {
  author_id: string | null;
  author_name: string | null;
  author_email: string | null;
  author_business_id: string | null;
  author_company_name: string | null;
};

export const toAuthor = (row: AuthorColumns): ContentAuthor | null =>
  row.author_id
    ? {
        userID: row.author_id,
        name: row.author_name ?? '',
        email: row.author_email ?? '',
        businessID: row.author_business_id,
        companyName: row.author_company_name,
      }
    : null;
