export { createEventHub, type EventHub } from './hub';
export { eventStreamRoutes } from './routes';
export { publishEvents, pruneEvents, type NewEvent, type StoredEvent } from './store';
export { listenToChannel, type ChannelListener } from './listener';
