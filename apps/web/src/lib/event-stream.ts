import { LiveStream } from './live-stream';

/** GET /events/stream: the logged-in user's one live connection, shared by messages and notifications. */
export const eventStream = new LiveStream('/events/stream');
