import { beforeAll, describe, expect, it } from 'vitest';
import { bola } from './abuse';
import { massAssignment } from './mass-assignment';
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
    expect({ rowsWithoutRoute: rows.filter((route) => !routes.includes(route)) }).toEqual({
      rowsWithoutRoute: [],
    });
  });

  it("names the operator's answer on every operator route, and lets only operators through", () => {
    const operatorRows = matrix.filter((row) => row.route.includes(' /api/operator/'));
    expect(operatorRows.length).toBeGreaterThan(0);
    for (const row of operatorRows) {
      expect(row.expect, row.route).toMatchObject({
        visitor: 401,
        stranger: 403,
        member: 403,
        admin: 403,
        owner: 403,
      });
      expect(row.expect.operator, row.route).toBeDefined();
    }
  });

  it('gives each caller the expected answer on every route', async () => {
    const mismatches: string[] = [];
    for (const row of matrix) {
      for (const role of ROLES) {
        const expected = row.expect[role];
        if (expected === undefined) continue;
        const request = await row.request(world, role);
        expect(row.route.startsWith(`${request.method} `)).toBe(true);
        const response = await world.call(role, request);
        if (request.payloadAsStream) response.stream().destroy();
        if (response.statusCode !== expected) {
          const body = request.payloadAsStream ? '' : response.body.slice(0, 160);
          mismatches.push(`${row.route} as ${role}: ${response.statusCode}, expected ${expected} ${body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});

describe.each([
  ['BOLA: ids of another business or user', bola],
  ['mass assignment: privileged fields in bodies', massAssignment],
])('%s', (_, cases) => {
  it.each(cases.map((abuse) => [abuse.name, abuse] as const))('%s', async (_name, abuse) => {
    const response = await world.call(abuse.as, await abuse.request(world));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(abuse.expect);
    await abuse.check?.(world, response);
  });
});
