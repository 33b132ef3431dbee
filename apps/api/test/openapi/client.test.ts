import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createProduct, signIn } from '../factories';
import { useTestApi } from '../helper';

const api = useTestApi();

// Imported by its path: the client's folder is a temporary one, outside the workspace's node_modules.
const openapiFetch = path.join(
  path.dirname(createRequire(import.meta.url).resolve('openapi-fetch/package.json')),
  'dist/index.mjs',
);
const imports = `import createClient from '${openapiFetch}';\nimport type { paths } from './api-types';\n`;

/** A client program: the three calls and the fields it reads, all typed by the generated `paths`. */
const clientSource = `${imports}
export async function callThreeRoutes(baseUrl: string, businessId: string, token: string) {
  const client = createClient<paths>({ baseUrl });
  const search = await client.POST('/api/search/product', { body: { textQuery: 'quillon', skip: 0, size: 5 } });
  const business = await client.GET('/api/business/profile/{id}', { params: { path: { id: businessId } } });
  const profile = await client.GET('/api/user/profile', { headers: { 'wbn-auth': token } });
  const anonymous = await client.GET('/api/user/profile');
  const productIds: string[] | undefined = search.data?.data.results.map((product) => product.productID);
  const companyName: string | undefined = business.data?.data.general.companyName;
  const email: string | undefined = profile.data?.data.email;
  const refusal: string | undefined = anonymous.error?.error.name;
  return { productIds, companyName, email, refusal };
}
`;

/** Calls the generated types must refuse, one to an `await` line: types that accept anything would pass. */
const misuseSource = `${imports}
export async function misuse(client: ReturnType<typeof createClient<paths>>) {
  await client.GET('/api/business/profile/{id}', { params: { path: {} } });
  await client.POST('/api/search/product', { body: { textQuery: 7, skip: 0, size: 5 } });
  await client.GET('/api/no-such-route');
  await client.GET('/api/user/profile').then((answer) => answer.data?.data.noSuchField);
}
`;

function typeErrors(files: string[]) {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const at = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {
      file: path.basename(diagnostic.file?.fileName ?? ''),
      line: (at?.line ?? -1) + 1,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    };
  });
}

let folder: string;
let origin: string;
beforeAll(async () => {
  // A real socket, as a program elsewhere would call the API.
  origin = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  folder = await mkdtemp(path.join(tmpdir(), 'tradeforge-openapi-client-'));
  // A .ts file rather than a .d.ts, so that the generated types are type-checked too.
  await writeFile(
    path.join(folder, 'api-types.ts'),
    astToString(await openapiTS(document, { silent: true })),
  );
  await writeFile(path.join(folder, 'client.ts'), clientSource);
  await writeFile(path.join(folder, 'misuse.ts'), misuseSource);
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document with openapi-typescript', () => {
  it('type-checks the calls of a client program, and refuses wrong ones', { timeout: 120_000 }, () => {
    const errors = typeErrors(['client.ts', 'misuse.ts'].map((file) => path.join(folder, file)));
    expect(errors.filter((error) => error.file !== 'misuse.ts')).toEqual([]);
    const awaitLines = misuseSource
      .split('\n')
      .flatMap((line, at) => (line.includes('await') ? [at + 1] : []));
    expect([...new Set(errors.map((error) => error.line))]).toEqual(awaitLines);
  });

  it('searches products, reads a business and the own profile through openapi-fetch', async () => {
    const business = await createBusiness(api.database.db, { companyName: 'Quillon Hydraulics' });
    const product = await createProduct(api.database.db, business.id, { name: 'Quillon Check Valve' });
    const { user, token } = await signIn(api);
    const { callThreeRoutes } = await import(pathToFileURL(path.join(folder, 'client.ts')).href);
    expect(await callThreeRoutes(origin, business.id, token)).toEqual({
      productIds: [product.id],
      companyName: 'Quillon Hydraulics',
      email: user.email,
      refusal: 'TokenNotFound',
    });
  });
});
