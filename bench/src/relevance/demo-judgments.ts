import { demoBusinessQueries } from './demo-businesses';
import { demoEquipmentQueries } from './demo-equipment';
import { demoGoodsQueries } from './demo-goods';
import { demoPeopleQueries } from './demo-people';
import { demoProductQueries } from './demo-products';
import type { JudgedQuery } from './judgments';

/**
 * The judged queries over the demo data (apps/server/src/demo), graded by reading the data as a buyer would
 * (README.md). The demo set is generated from a fixed seed, so the names these judgments are keyed by are the
 * same in every demo database.
 */
export const demoJudgments: JudgedQuery[] = [
  ...demoProductQueries,
  ...demoEquipmentQueries,
  ...demoGoodsQueries,
  ...demoBusinessQueries,
  ...demoPeopleQueries,
];
