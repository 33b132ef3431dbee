import { createContext, useContext } from 'react';

/**
 * Server rendering only: receives the HTTP status a rendered page declares (404 for a business, product or person
 * that does not exist), so the host answers with it rather than 200. Absent in the browser.
 */
export const PageStatusSink = createContext<((status: number) => void) | null>(null);

/** Declares the HTTP status of the page being rendered on the server. */
export function usePageStatus(status: number) {
  useContext(PageStatusSink)?.(status);
}
