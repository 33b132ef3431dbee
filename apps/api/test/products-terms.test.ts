import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createBusiness, signIn } from './factories';
import { useTestApi } from './helper';
import { minimalPdf, postSignedUpload, png, uploadsDirOf } from './uploads';

const api = useTestApi();

const base = {
  name: 'HX-200 Gear Pump',
  keywords: ['gear pump'],
  description: 'Cast-iron external gear pump for mobile hydraulics, 200 bar continuous.',
  industryId: '0005',
  categoryId: '0005-03',
  stock: true,
  specs: [],
  images: [],
  videos: [],
};
const terms = {
  price: { min: 12, max: 18.5, currency: 'USD', unit: 'piece' },
  moq: { quantity: 500, unit: 'piece' },
  supplyAbility: { quantity: 20000, unit: 'piece', period: 'month' },
  portOfShipment: '  Port of Houston ',
  paymentTerms: ['T/T', 'L/C'],
  incoterms: ['FOB', 'CIF'],
  packaging: '10 per carton, 40 cartons per pallet',
};

async function owner() {
  const session = await signIn(api);
  const business = await createBusiness(api.database.db, { ownerId: session.user.id });
  const save = (body: object, productId?: string) =>
    api.app.inject({
      method: productId ? 'PUT' : 'POST',
      url: productId ? `/api/product/${productId}` : `/api/business/${business.id}/products`,
      headers: session.headers,
      payload: body,
    });
  return { ...session, business, save };
}

/** Asks for a datasheet upload and posts `file` to the signed target, as the browser does. */
async function uploadDatasheet(headers: Record<string, string>, file: Buffer) {
  const asked = await api.app.inject({
    method: 'POST',
    url: '/api/product/datasheet/upload-request',
    headers,
    payload: { contentType: 'application/pdf', fileSize: file.length },
  });
  expect(asked.statusCode).toBe(200);
  return postSignedUpload(api, asked.json().data, file, 'sheet.pdf', 'application/pdf');
}

describe('commercial terms of products', () => {
  it('saves the terms and answers them on the product and the business list', async () => {
    const { save, business } = await owner();
    const saved = await save({ ...base, ...terms });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      ...terms,
      portOfShipment: 'Port of Houston',
      datasheet: null,
    });
    const list = await api.app.inject({ url: `/api/product/by-business?bid=${business.id}` });
    expect(list.json().data[0].moq).toEqual({ quantity: 500, unit: 'piece' });
  });

  it('clears the terms a save leaves out', async () => {
    const { save } = await owner();
    const id = (await save({ ...base, ...terms })).json().data.productID;
    const cleared = (await save(base, id)).json().data;
    expect(cleared).toMatchObject({
      price: null,
      moq: null,
      supplyAbility: null,
      portOfShipment: null,
      paymentTerms: [],
      incoterms: [],
      packaging: null,
    });
  });

  it.each([
    ['an unknown currency code', { currency: 'XYZ' }, 'price.currency: use an ISO 4217 currency code'],
    [
      'decimals the currency does not have',
      { currency: 'JPY', min: 1200.5, max: 1800 },
      'price.min: JPY amounts',
    ],
    ['a highest price below the lowest', { min: 20, max: 18 }, 'price.max: the highest price'],
  ])('refuses a price with %s, naming the field', async (_case, change, message) => {
    const { save } = await owner();
    const response = await save({ ...base, price: { ...terms.price, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it.each([
    ['a unit not on the list', { price: { ...terms.price, unit: 'bucket' } }, '/price/unit'],
    ['a price of 0', { price: { ...terms.price, min: 0 } }, '/price/min'],
    ['a lower-case currency', { price: { ...terms.price, currency: 'usd' } }, '/price/currency'],
    ['an MOQ of 0', { moq: { quantity: 0, unit: 'piece' } }, '/moq/quantity'],
    ['a fractional MOQ', { moq: { quantity: 2.5, unit: 'piece' } }, '/moq/quantity'],
    [
      'a supply period not on the list',
      { supplyAbility: { ...terms.supplyAbility, period: 'decade' } },
      '/supplyAbility/period',
    ],
    ['an Incoterm outside Incoterms 2020', { incoterms: ['DAF'] }, '/incoterms/0'],
    ['a payment term not on the list', { paymentTerms: ['Bitcoin'] }, '/paymentTerms/0'],
    ['a repeated Incoterm', { incoterms: ['FOB', 'FOB'] }, '/incoterms'],
  ])('refuses %s with 400 naming the field', async (_case, change, path) => {
    const { save } = await owner();
    const response = await save({ ...base, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});

describe('product datasheets', () => {
  it('attaches an uploaded PDF and serves it as a download, never inline', async () => {
    const { save, headers } = await owner();
    const token = await uploadDatasheet(headers, minimalPdf());
    const product = (await save({ ...base, datasheet: { token } })).json().data;
    expect(product.datasheet).toMatchObject({
      name: 'HX-200-Gear-Pump-datasheet.pdf',
      size: minimalPdf().length,
    });
    const file = await api.app.inject({ url: new URL(product.datasheet.url, 'http://localhost').pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="HX-200-Gear-Pump-datasheet.pdf"',
      'x-content-type-options': 'nosniff',
    });
    expect(file.rawPayload.equals(minimalPdf())).toBe(true);
    // The token is spent: a second product cannot take the same upload.
    const again = await save({ ...base, datasheet: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/^datasheet:/);
  });

  it('keeps the datasheet by its url, removes it when left out, and refuses a url it does not have', async () => {
    const { save, headers } = await owner();
    const token = await uploadDatasheet(headers, minimalPdf());
    const product = (await save({ ...base, datasheet: { token } })).json().data;
    const path = new URL(product.datasheet.url, 'http://localhost').pathname;
    const kept = await save({ ...base, datasheet: { url: product.datasheet.url } }, product.productID);
    expect(kept.json().data.datasheet.url).toBe(product.datasheet.url);
    const foreign = await save(
      { ...base, datasheet: { url: 'https://example.com/x.pdf' } },
      product.productID,
    );
    expect(foreign.statusCode).toBe(400);
    expect((await save(base, product.productID)).json().data.datasheet).toBeNull();
    expect((await api.app.inject({ url: path })).statusCode).toBe(404);
  });

  it('goes with its business: deleting the business deletes the datasheet file', async () => {
    const { save, headers, business } = await owner();
    const token = await uploadDatasheet(headers, minimalPdf());
    const product = (await save({ ...base, datasheet: { token } })).json().data;
    const [row] = await api.database.db
      .select({ datasheet: schema.products.datasheet })
      .from(schema.products)
      .where(eq(schema.products.id, product.productID));
    const file = path.join(uploadsDirOf(api), 'incoming', row!.datasheet!.key);
    expect(existsSync(file)).toBe(true);
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/api/business/profile/${business.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a file that is not a PDF, whatever it was declared as', async () => {
    const { save, headers } = await owner();
    const token = await uploadDatasheet(headers, await png());
    const response = await save({ ...base, datasheet: { token } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('datasheet: the file is not a PDF.');
  });

  it('answers 404 for a product without a datasheet', async () => {
    const { save } = await owner();
    const product = (await save(base)).json().data;
    const response = await api.app.inject({ url: `/api/product/${product.productID}/datasheet` });
    expect(response.statusCode).toBe(404);
  });
});
