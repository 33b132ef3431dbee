import { randomUUID } from 'node:crypto';
import { all, get, image, post, put, users, type Row } from './kit';

/** The user's own profile and files. */
export const profileRows: Row[] = [
  // The user's own profile: always the caller's own, so there is no one else's to reach.
  { route: 'GET /api/user/profile', expect: users(), request: () => get('/api/user/profile') },
  {
    route: 'PUT /api/user/profile',
    expect: users(),
    request: () => put('/api/user/profile', { city: 'Dayton' }),
  },
  {
    route: 'GET /api/user/public-profile/:id',
    expect: all(200),
    request: (w) => get(`/api/user/public-profile/${w.people.owner.id}`),
  },
  ...['profile-photo', 'cover-photo'].flatMap((kind): Row[] => [
    {
      route: `POST /api/user/${kind}/upload-request`,
      expect: users(),
      request: () => post(`/api/user/${kind}/upload-request`, image),
    },
    {
      // Someone else's (or no) upload token: not found whoever asks.
      route: `POST /api/user/${kind}/upload-validate`,
      expect: users(404),
      request: () => post(`/api/user/${kind}/upload-validate`, { token: randomUUID() }),
    },
  ]),
  { route: 'POST /api/files/upload', expect: all(406), request: () => post('/api/files/upload') },
  {
    route: 'GET /api/files/*',
    expect: all(404),
    request: () => get(`/api/files/users/${randomUUID()}/x.webp`),
  },
  {
    // A private group's picture answers only its signed URL; without one, nobody can tell it exists.
    route: 'GET /api/files/private/*',
    expect: all(404),
    request: () => get(`/api/files/private/groups/${randomUUID()}/x.webp?expires=1&signature=x`),
  },
  {
    route: 'POST /api/files/upload-request/business',
    expect: users(),
    request: () => post('/api/files/upload-request/business', image),
  },
];
