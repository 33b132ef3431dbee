/** The success envelope of every route. */
export const ok = <T>(data: T) => ({ success: true as const, data });
