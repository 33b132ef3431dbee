/** The id of the JSON script in which the host hands the browser the data a page was rendered from. */
export const SSR_STATE_ID = 'tf-ssr-state';
