import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { callApi, signInOperator } from './operator-support';
import { minimalPdf } from './uploads';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const call = callApi(api);
const pdf = minimalPdf();

/** A product of a new business with a PDF datasheet in the local driver's private area, as an attached upload. */
async function productWithDatasheet() {
  const owner = await signIn(api);
  const business = await createBusiness(api.database.db, { ownerId: owner.user.id });
  const key = `users/${owner.user.id}/product-datasheet/${randomUUID()}`;
  const file = path.join(api.dataDir, 'uploads', 'incoming', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf);
  const product = await createProduct(api.database.db, business.id, {
    name: 'Vortex Pump',
    datasheet: { key, url: '', size: pdf.length },
  });
  return { owner, business, product, url: `/product/${product.id}/datasheet` };
}

async function moderate(objectType: string, objectID: string, undo = false) {
  const operator = await signInOperator(api);
  const response = await call('POST', `/operator/moderation${undo ? '/undo' : ''}`, operator.headers, {
    objectType,
    objectID,
    ...(undo ? {} : { reason: 'Counterfeit.' }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("a moderated product's datasheet", () => {
  it('is kept from everyone but its managers while the product is hidden', async () => {
    const { owner, product, url } = await productWithDatasheet();
    const stranger = await signIn(api);
    const open = await call('GET', url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300');

    await moderate('product', product.id);
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, stranger.headers)).statusCode).toBe(404);
    const own = await call('GET', url, owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Never kept by a shared cache: it is the owner's copy of a withheld file.
    expect(own.headers['cache-control']).toBe('private, no-store');

    await moderate('product', product.id, true);
    expect((await call('GET', url)).statusCode).toBe(200);
  });

  it("is kept from everyone but the business's managers while the business is suspended", async () => {
    const { owner, business, url } = await productWithDatasheet();
    await moderate('business', business.id);
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, owner.headers)).statusCode).toBe(200);
    await moderate('business', business.id, true);
    expect((await call('GET', url)).statusCode).toBe(200);
  });
});
