import { beforeAll, describe, expect, it } from 'vitest';
import { matrix } from './matrix';
import { routeKeys, useTestHost } from './test-host';
import { buildWorld, ROLES, type World } from './world';

const host = useTestHost();
let world: World;
beforeAll(async () => {
  world = await buildWorld(host);
}, 120_000);

describe('the authorization matrix', () => {
  it('has one row for every route of the API and the account service, and none for a route that is gone', () => {
    const rows = matrix.map((row) => row.route);
    expect(rows.filter((route, index) => rows.indexOf(route) !== index)).toEqual([]);
    const routes = routeKeys(host.routes);
    expect({ missingRows: routes.filter((route) => !rows.includes(route)) }).toEqual({ missingRows: [] });
    expect({ rowsWithoutRoute: rows.filter((route) => !routes.includes(route)) }).toEqual({ rowsWithoutRoute: [] });
  });

  it('gives each caller the expected answer on every route', async () => {
    const mismatches: string[] = [];
    for (const row of matrix) {
      for (const role of ROLES) {
        const request = await row.request(world, role);
        expect(`${request.method} ${row.route}`.startsWith(`${request.method} ${row.route.split(' ')[0]}`));
        const response = await world.call(role, request);
        if (request.payloadAsStream) response.stream().destroy();
        if (response.statusCode !== row.expect[role]) {
          const body = request.payloadAsStream ? '' : response.body.slice(0, 160);
          mismatches.push(`${row.route} as ${role}: ${response.statusCode}, expected ${row.expect[role]} ${body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
