/** The query keys of the buying requests feature: every mutation invalidates `rfqsKey`, lists and pages alike. */
export const rfqsKey = ['rfqs'] as const;
export const rfqKey = (rfqID: string) => ['rfqs', 'rfq', rfqID] as const;
