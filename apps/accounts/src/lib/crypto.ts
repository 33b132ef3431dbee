import { createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (256 bits, URL-safe). */
export const createOpaqueToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 hashes: a leaked table cannot be replayed. High entropy makes a salt pointless. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
