import { all, get, post, type Row } from './kit';

/** Operations, docs, reference data and search: public. */
export const publicRows: Row[] = [
  // Operations, docs and reference data: public.
  { route: 'GET /api/health', expect: all(200), request: () => get('/api/health') },
  { route: 'GET /api/ready', expect: all(200), request: () => get('/api/ready') },
  { route: 'GET /api/docs/', expect: all(200), request: () => get('/api/docs/') },
  { route: 'GET /api/docs/json', expect: all(200), request: () => get('/api/docs/json') },
  { route: 'GET /api/docs/yaml', expect: all(200), request: () => get('/api/docs/yaml') },
  {
    route: 'GET /api/docs/static/*',
    expect: all(200),
    request: () => get('/api/docs/static/swagger-ui.css'),
  },
  {
    route: 'GET /api/docs/static/index.html',
    expect: all(302),
    request: () => get('/api/docs/static/index.html'),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    expect: all(200),
    request: () => get('/api/docs/static/swagger-initializer.js'),
  },
  { route: 'GET /api/ref-data/country', expect: all(200), request: () => get('/api/ref-data/country') },
  {
    route: 'GET /api/ref-data/country/:code/state',
    expect: all(200),
    request: () => get('/api/ref-data/country/US/state'),
  },
  { route: 'GET /api/ref-data/gender', expect: all(200), request: () => get('/api/ref-data/gender') },
  { route: 'GET /api/ref-data/language', expect: all(200), request: () => get('/api/ref-data/language') },
  {
    route: 'GET /api/ref-data/job-position',
    expect: all(200),
    request: () => get('/api/ref-data/job-position'),
  },
  {
    route: 'GET /api/ref-data/business-type',
    expect: all(200),
    request: () => get('/api/ref-data/business-type'),
  },
  { route: 'GET /api/catsys/industry', expect: all(200), request: () => get('/api/catsys/industry') },
  {
    route: 'GET /api/catsys/industry/:id/category',
    expect: all(200),
    request: () => get('/api/catsys/industry/0001/category'),
  },
  {
    route: 'GET /api/catsys/industry/full-tree',
    expect: all(200),
    request: () => get('/api/catsys/industry/full-tree'),
  },
  {
    route: 'POST /api/needhelp/send',
    expect: all(201),
    request: () =>
      post('/api/needhelp/send', {
        companyPhone: '+1 305 555 0100',
        email: 'pat@example.com',
        firstName: 'Pat',
      }),
  },

  // Search: public.
  {
    route: 'GET /api/search/business/last-registered',
    expect: all(200),
    request: () => get('/api/search/business/last-registered'),
  },
  {
    route: 'POST /api/search/business',
    expect: all(200),
    request: () => post('/api/search/business', { textQuery: 'valve', businessType: 'MA' }),
  },
  {
    route: 'POST /api/search/product',
    expect: all(200),
    request: () => post('/api/search/product', { textQuery: 'valve' }),
  },
  {
    route: 'POST /api/search/counts',
    expect: all(200),
    request: () => post('/api/search/counts', { textQuery: 'valve' }),
  },
  {
    route: 'POST /api/user/search',
    expect: all(200),
    request: () => post('/api/user/search', { textQuery: 'tester' }),
  },
];
