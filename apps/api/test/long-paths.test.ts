import { describe, expect, it } from 'vitest';
import { createBusiness } from './factories';
import { useTestApi } from './helper';

const api = useTestApi();

describe('long paths', () => {
  it('opens a business whose name is in Chinese through its slug, encoded twice as the web app does', async () => {
    const companyName = '上海精密机械制造有限公司';
    const business = await createBusiness(api.database.db, { companyName });
    // The page's slug (encoded twice), decoded once by the web router, then encoded for the API call.
    const pageSlug = encodeURIComponent(`${companyName}-${business.id}`);
    const response = await api.app.inject({ url: `/api/business/profile/${encodeURIComponent(pageSlug)}` });
    expect(pageSlug.length).toBeGreaterThan(100);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.businessID).toBe(business.id);
  });

  it('answers a path parameter past any real slug with 414 in the error envelope', async () => {
    const response = await api.app.inject({ url: `/api/business/profile/${'a'.repeat(3_000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ success: false, error: { name: 'BadRequest' } });
  });
});
