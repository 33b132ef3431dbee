import type { Db } from '@tradeforge/db';
import type { StorageDriver } from '../../platform/storage/types';
import { createRfqAttachmentFiles } from './attachments';
import { createRfqJob } from './jobs';
import type { RankBusinessIds } from './matching';
import { createRfqOperatorService } from './operator-service';
import { createRfqQuoteService } from './quotes-service';
import { createRfqReads } from './reads';
import { createRfqService } from './service';
import type { QuoteThreads } from './threads';

/** The module's services, wired once: what services.ts, the routes, the job and the demo loader use. */
export function createRfqServices(deps: {
  db: Db;
  storage: StorageDriver;
  apiPublicUrl: string;
  /** Search's ranking of businesses (search/index.ts). */
  rankBusinessIds: RankBusinessIds;
  /** The message center (messages/index.ts). */
  threads: QuoteThreads;
}) {
  const { db } = deps;
  const files = createRfqAttachmentFiles({ db, storage: deps.storage, apiPublicUrl: deps.apiPublicUrl });
  const reads = createRfqReads({ db, files });
  return {
    files,
    rfqs: createRfqService({ db, files, reads, rankBusinessIds: deps.rankBusinessIds }),
    quotes: createRfqQuoteService({ db, files, reads, threads: deps.threads }),
    operators: createRfqOperatorService({ db }),
    job: createRfqJob({ db, files }),
  };
}

export type RfqServices = ReturnType<typeof createRfqServices>;
