import { describe, expect, it } from 'vitest';
import { href, idFromSlug } from './paths';

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('slugs', () => {
  it('joins the name parts with hyphens, spaces as hyphens, then the id', () => {
    expect(href.business('Acme  Steel Works', ID)).toBe(`/business/Acme-Steel-Works-${ID}/`);
    expect(href.product('Acme', ' Hex bolt M8 ', ID)).toBe(`/business-product/Acme-Hex-bolt-M8-${ID}`);
  });

  it('URL-encodes the slug twice', () => {
    expect(href.business('Ñandú & Co/Ltd', ID)).toBe(
      `/business/${encodeURIComponent(encodeURIComponent(`Ñandú-&-Co/Ltd-${ID}`))}/`,
    );
    expect(href.business('50% off', ID)).toContain('50%2525-off');
  });

  it('gives back the id from a slug, whatever the name before it', () => {
    for (const link of [href.business('Ñandú & Co/Ltd', ID), href.product('A b', 'c?d#e', ID)]) {
      const slug = link.split('/').filter(Boolean)[1] ?? '';
      expect(idFromSlug(slug)).toBe(ID);
    }
    expect(idFromSlug(ID)).toBe(ID);
  });
});

describe('link builders', () => {
  it('puts the search in the query string', () => {
    expect(href.search({ business: 'MA', countries: 'US,MX', search: 'steel pipe' })).toBe(
      '/search-result?business=MA&countries=US%2CMX&search=steel+pipe',
    );
  });

  it('links to the groups page, on a search of groups when given a text, and to a group', () => {
    expect(href.groups()).toBe('/groups');
    expect(href.groups('steel & pipe')).toBe('/groups?q=steel+%26+pipe');
    expect(href.group(ID)).toBe(`/group/${ID}`);
    expect(href.groupManage(ID)).toBe(`/group/${ID}/manage`);
  });

  it('links to buying requests, the open ones, one request and a business’s inbox tabs', () => {
    expect(href.rfqs()).toBe('/rfq');
    expect(href.rfqs('open')).toBe('/rfq?view=open');
    expect(href.rfqNew()).toBe('/rfq/new');
    expect(href.rfq(ID)).toBe(`/rfq/${ID}`);
    expect(href.businessRfqs(ID)).toBe(`/business/${ID}/rfq`);
    expect(href.businessRfqs(ID, 'matched')).toBe(`/business/${ID}/rfq`);
    expect(href.businessRfqs(ID, 'quoted')).toBe(`/business/${ID}/rfq?kind=quoted`);
  });

  it('opens the create-post box of a timeline, or of My B2B without one', () => {
    expect(href.compose(ID)).toBe(`/timeline/${ID}?compose=1`);
    expect(href.compose()).toBe('/newsfeed?compose=1');
  });

  it('encodes a user id in a public profile link', () => {
    expect(href.publicProfile('a/b')).toBe('/profile/a%2Fb');
  });
});
