import type pg from 'pg';
import type { CorpusRow, RuledQuery } from './corpus-rules';
import type { Grade, Kind } from './judgments';

/** The structured columns of each kind's rows, as `CorpusRow` fields (no text column but people's names). */
const COLUMNS: Record<Kind, string> = {
  products: `select p.id, p.industry_id, array[p.category_id] as category_ids, p.sub_category_id,
      null as business_type, null as first_name, null as last_name, '{}'::text[] as sold_sub_category_ids
      from products p`,
  businesses: `select b.id, b.industry_id,
      coalesce((select array_agg(c.category_id order by c.category_id) from business_categories c
        where c.business_id = b.id), '{}') as category_ids,
      null as sub_category_id, b.business_type_code as business_type, null as first_name, null as last_name,
      coalesce((select array_agg(distinct p.sub_category_id order by p.sub_category_id) from products p
        where p.business_id = b.id and not p.hidden and p.sub_category_id is not null), '{}') as sold_sub_category_ids
      from businesses b`,
  people: `select u.id, null as industry_id, '{}'::text[] as category_ids, null as sub_category_id,
      null as business_type, u.first_name, u.last_name, '{}'::text[] as sold_sub_category_ids from users u`,
};

interface RawRow {
  id: string;
  industry_id: string | null;
  category_ids: string[];
  sub_category_id: string | null;
  business_type: string | null;
  first_name: string | null;
  last_name: string | null;
  sold_sub_category_ids: string[];
}

const toRow = (raw: RawRow): CorpusRow => ({
  industryId: raw.industry_id,
  categoryIds: raw.category_ids,
  subCategoryId: raw.sub_category_id,
  businessType: raw.business_type,
  firstName: raw.first_name,
  lastName: raw.last_name,
  soldSubCategoryIds: raw.sold_sub_category_ids,
});

/** The rows of these ids, in the same order; an id not in this corpus is undefined. */
export async function findCorpusRows(pool: pg.Pool, kind: Kind, ids: string[]) {
  const { rows } = await pool.query<RawRow>(`select * from (${COLUMNS[kind]}) r where r.id = any($1)`, [ids]);
  const byId = new Map(rows.map((raw) => [raw.id, toRow(raw)]));
  return ids.map((id) => byId.get(id));
}

/** The rows of these ids, in the same order; an id no longer in the corpus throws (the corpus was replaced). */
export async function readCorpusRows(pool: pg.Pool, kind: Kind, ids: string[]): Promise<CorpusRow[]> {
  const rows = await findCorpusRows(pool, kind, ids);
  return rows.map((row, i) => {
    if (!row) throw new Error(`${kind} ${ids[i]} is not in the corpus`);
    return row;
  });
}

/**
 * Each kind's rows grouped by their structured columns, with how many share them: the grades of every row of the
 * corpus, to build each query's ideal ranking from, in a few hundred groups rather than a hundred thousand rows.
 */
export async function readCorpusGroups(pool: pg.Pool, kind: Kind) {
  const { rows } = await pool.query<RawRow & { n: number }>(
    `select null as id, industry_id, category_ids, sub_category_id, business_type, first_name, last_name,
       sold_sub_category_ids, count(*)::int as n
     from (${COLUMNS[kind]}) r group by 2, 3, 4, 5, 6, 7, 8`,
  );
  return rows.map((raw) => ({ row: toRow(raw), count: raw.n }));
}

export type CorpusGroups = Awaited<ReturnType<typeof readCorpusGroups>>;

/** The best ten grades the corpus holds for a query: its ideal ranking. */
export function idealGrades(query: RuledQuery, groups: CorpusGroups, depth: number): Grade[] {
  const counts = [0, 0, 0, 0];
  for (const { row, count } of groups) counts[query.grade(row)]! += count;
  const ideal: Grade[] = [];
  for (const grade of [3, 2, 1] as const)
    for (let i = 0; i < counts[grade]! && ideal.length < depth; i++) ideal.push(grade);
  return ideal;
}
