import type { InjectOptions } from 'fastify';
import type { Role, World } from '../world';

/** What the matrix rows share: the answers callers get and the requests they send (see ../matrix.ts). */
export type Expect = Record<Exclude<Role, 'operator'>, number> & { operator?: number };
export interface Row {
  route: string;
  expect: Expect;
  /** The request; `as` lets a row build a fresh object per caller when the request changes or removes it. */
  request: (world: World, as: Role) => InjectOptions | Promise<InjectOptions>;
}

export const all = (status: number): Expect => ({
  visitor: status,
  stranger: status,
  member: status,
  admin: status,
  owner: status,
});
/** Any signed-in user; a visitor gets 401. */
export const users = (status = 200): Expect => ({ ...all(status), visitor: 401 });
/** Members of the business concerned, whatever their access. */
export const members: Expect = { visitor: 401, stranger: 403, member: 200, admin: 200, owner: 200 };
/** Its owners and admins. */
export const managers: Expect = { ...members, member: 403 };
export const owners: Expect = { ...managers, admin: 403 };

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const post = (url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload ?? {},
});
export const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });
export const del = (url: string, payload?: object): InjectOptions => ({
  method: 'DELETE',
  url,
  ...(payload ? { payload } : {}),
});
export const image = { contentType: 'image/png', fileSize: 1000 };
