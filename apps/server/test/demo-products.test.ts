import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { industries } from '@tradeforge/db/reference';
import { planCompanies } from '../src/demo/companies';
import { DRAWING_NAMES } from '../src/demo/drawings/sources';
import { readDrawing } from '../src/demo/images';
import { kindOf } from '../src/demo/category-kinds';
import { roundPrice } from '../src/demo/product-kinds';
import { planProduct } from '../src/demo/products';
import { createRandom } from '../src/demo/random';

const drawingsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/demo/drawings');

describe('the demo products', () => {
  it('write a warranty of one year in the singular', () => {
    const random = createRandom(7);
    const warranties = planCompanies(random).flatMap((company) =>
      Array.from({ length: 7 }, (_, index) => planProduct(company, index, random)).flatMap((product) =>
        product.body.specs.filter((spec) => spec.key === 'Warranty').map((spec) => spec.value),
      ),
    );
    expect(warranties).toContain('1 year parts and labor');
    expect(warranties.filter((value) => value.startsWith('1 years'))).toEqual([]);
  });
});

describe('the demo businesses', () => {
  it('say "an exporter", "an importer" and "an investment firm" in their descriptions, never "a exporter"', () => {
    const descriptions = planCompanies(createRandom(7)).map((company) => company.generalDescription);
    const text = descriptions.join(' ');
    expect(text).toContain('is an exporter');
    expect(text).toContain('is an importer');
    expect(text).toContain('is an investment firm');
    expect(text).toContain('is a manufacturer');
    expect(text).not.toMatch(/\ba [aeiou]/i);
  });

  it('keep acronyms in capitals when their descriptions name categories ("HMI and SCADA", not "hmi and scada")', () => {
    const descriptions = planCompanies(createRandom(7)).map((company) => company.shortDescription);
    const acronyms = /\b(EV|HMI|SCADA|PLCs?|HVAC|CNC|LED)\b/;
    expect(descriptions.filter((text) => acronyms.test(text)).length).toBeGreaterThan(0);
    expect(
      descriptions.filter((text) => new RegExp(acronyms.source, 'i').test(text) && !acronyms.test(text)),
    ).toEqual([]);
    // Other words of a category name are in lower case inside the sentence.
    expect(descriptions.join(' ')).not.toMatch(/ and [A-Z][a-z]+ (for|to|in|across) /);
  });
});

describe('the demo product kinds', () => {
  const random = createRandom(11);
  const companies = planCompanies(random);
  const products = companies.flatMap((company) =>
    Array.from({ length: 9 }, (_, index) => ({ company, ...planProduct(company, index, random) })),
  );
  const subOf = (product: (typeof products)[number]) =>
    industries
      .flatMap((industry) => industry.categories)
      .flatMap((category) => category.subCategories)
      .find((sub) => sub.id === product.body.subCategoryId)!.name;

  it('give every category and sub-category of the taxonomy a kind with a shipped drawing', async () => {
    const shipped = (await readdir(drawingsDir)).filter((file) => file.endsWith('.webp'));
    expect(shipped.sort()).toEqual(DRAWING_NAMES.map((name) => `${name}.webp`).sort());
    for (const category of industries.flatMap((industry) => industry.categories))
      for (const sub of category.subCategories)
        expect(DRAWING_NAMES, `${category.id} ${sub.name}`).toContain(kindOf(category.id, sub.name).drawing);
  });

  it('ship small WebP line drawings, a few dozen KB in all', async () => {
    let total = 0;
    for (const name of DRAWING_NAMES) {
      const bytes = await readDrawing(name);
      total += bytes.length;
      expect(await sharp(bytes).metadata(), name).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
    expect(total).toBeLessThan(72 * 1024);
  });

  it('price machines in thousands a unit, components in cents, goods by their trade unit', () => {
    const priced = products.filter((product) => product.body.price);
    expect(priced.length / products.length).toBeGreaterThan(0.6);
    const machines = priced.filter((product) =>
      /Presses|Machining Centers|Excavators|Robots$/.test(subOf(product)),
    );
    expect(machines.length).toBeGreaterThan(0);
    for (const machine of machines)
      expect(machine.body.price!.min, machine.body.name).toBeGreaterThanOrEqual(10_000);
    const parts = priced.filter((product) =>
      /^(Resistors|Capacitors|Bolts & Nuts|Screws)$/.test(subOf(product)),
    );
    for (const part of parts) expect(part.body.price!.max, part.body.name).toBeLessThan(15);
    for (const product of priced) {
      const kind = kindOf(product.body.categoryId, subOf(product));
      const [floor, ceiling] = kind.price!;
      expect(product.body.price!.min, product.body.name).toBeGreaterThanOrEqual(roundPrice(floor) * 0.9);
      expect(product.body.price!.min, product.body.name).toBeLessThanOrEqual(roundPrice(ceiling) * 1.1);
      expect(kind.units).toContain(product.body.price!.unit);
      expect(product.body.price!.max).toBeGreaterThanOrEqual(product.body.price!.min);
      expect(kind.moq).toContain(product.body.moq!.quantity);
    }
    const units = new Set(priced.map((product) => product.body.price!.unit));
    for (const unit of ['piece', 'unit', 'kg', 'ft']) expect(units).toContain(unit);
    expect(units.size).toBeGreaterThanOrEqual(6);
  });

  it('leave services to be quoted on request', () => {
    const services = products.filter(
      (product) => kindOf(product.body.categoryId, subOf(product)).price === null,
    );
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(service.body.price, service.body.name).toBeUndefined();
  });

  it('round prices as a seller writes them', () => {
    expect([0.034, 2.437, 37.2, 412, 6_743, 27_431, 1_234_567].map(roundPrice)).toEqual([
      0.03, 2.45, 37, 410, 6_750, 27_000, 1_200_000,
    ]);
  });
});

describe('the demo texts', () => {
  it('put "an" before a vowel and name the industry as a sentence does', () => {
    const texts = planCompanies(createRandom(7)).map((company) => company.generalDescription);
    expect(texts.join(' ')).not.toMatch(/\ba (exporter|importer|investment)\b/);
    expect(texts.some((text) => text.includes('is an exporter in the'))).toBe(true);
    expect(texts.some((text) => text.includes('is an investment firm in the'))).toBe(true);
    expect(texts.join(' ')).not.toMatch(/the (Machineries|Baby World) industry/);
  });

  it('never says an exporter serves customers across the United States', () => {
    const exporters = planCompanies(createRandom(7)).filter((company) => company.businessType === 'EX');
    for (const company of exporters) {
      expect(company.shortDescription).toMatch(/exports .* to buyers in Latin America, Europe and Asia\.$/);
      expect(company.generalDescription).not.toContain('across the United States');
    }
  });
});
