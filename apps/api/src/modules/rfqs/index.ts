/**
 * Buying requests (issue 50): a buyer posts what it needs once, as a person or as a business; search's ranking of
 * businesses (`rankBusinessIds`, the one policy) picks the suppliers that deal in it, at most 50, stored best
 * first in `rfq_matches`, and their members are told (notification kind `rfq`). Matched suppliers, and for a public
 * request the suppliers of its category (paid tiers at once, Standard a day later), quote once per business within
 * their tier's quotes a month; the buyer compares, accepts one (the others are told they were not selected, and a
 * message-center thread opens through the messages module) or declines, and closes. `rfq_buyer` and
 * `rfq_readable` (migration 0047) are the one definition of who acts as the buyer and who reads a request. A job
 * expires requests at `quotes_until` and deletes the files of deleted requests and quotes.
 * Why: docs/decisions/0092-buying-requests.md.
 */
export { rfqRoutes } from './routes';
export { rfqQuoteRoutes } from './quote-routes';
export { rfqOperatorRoutes } from './operator-routes';
export { createRfqServices, type RfqServices } from './compose';
