import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = '/api/tools/delaware-franchise-tax';
const page = '/tools/delaware-franchise-tax';

describe('GET /api/tools/delaware-franchise-tax', () => {
  it("answers Delaware's two-class example in dollars, with the late filing when a date is given (interest on the tax and the penalty)", async () => {
    const res = await request(t.app).get(`${api}?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/s-maxage=/);
    expect(res.body).toEqual({
      authorizedSharesMethod: 10_790,
      assumedParValueCapitalMethod: 1_600,
      method: 'assumed-par-value-capital',
      tax: 1_600,
      annualReportFee: 50,
      dueDate: '2027-03-01',
      monthsLate: 2,
      penalty: 200,
      // 1.5% × 2 months × ($1,600 + $200).
      interest: 54,
      total: 1_904,
    });
  });

  it('answers one class given as authorized and par, with no assumed par value capital without issued shares and assets', async () => {
    const res = await request(t.app).get(`${api}?authorized=10000000&par=0.0001`);
    expect(res.body).toEqual({ authorizedSharesMethod: 85_165, assumedParValueCapitalMethod: null, method: 'authorized-shares', tax: 85_165, annualReportFee: 50, total: 85_215 });
  });

  it.each([
    ['', 'authorized'],
    ['?authorized=abc&par=0.0001', 'authorized'],
    ['?authorized=0&par=0.0001', 'authorized'],
    ['?authorized=10000000&par=-1', 'par'],
    ['?authorized=10000000&par=0.000000000001', 'par'],
    ['?authorized=10000000', 'par'],
    ['?class=10000000', 'class'],
    [`?${Array.from({ length: 11 }, (_, i) => `class=${i + 1}:1`).join('&')}`, 'class'],
    ['?authorized=100&par=1&issued=101', 'issued'],
    ['?authorized=100&par=1&issued=1&issued=2', 'issued'],
    ['?authorized=100&par=1&assets=1.001', 'assets'],
    ['?authorized=100&par=1&assets=1e9', 'assets'],
    ['?authorized=100&par=1&filed=2027-02-30', 'filed'],
    ['?authorized=100&par=1&filed=1999-12-31', 'filed'],
    ['?authorized=100&par=1&large=yes', 'large'],
    [`?authorized=${'9'.repeat(41)}&par=1`, 'authorized'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await request(t.app).get(`${api}${query}`);
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ field, error: expect.any(String) });
  });
});

describe('one spelling per company', () => {
  it.each([page, api])('%s: grouping, currency signs, zeros, empty rows and order are one canonical query, other parameters kept after it', async (path) => {
    const res = await request(t.app).get(`${path}?utm_source=news&par=%240.00010&authorized=10%2C000%2C000&authorized=&par=&assets=0250000.50&issued=08000000&large=0`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${path}?authorized=10000000&par=0.0001&issued=8000000&assets=250000.5&utm_source=news`);
    expect((await request(t.app).get(must(res.headers.location, 'a Location header'))).status).toBe(200);
  });

  it('several classes are spelled class=N:P in the order given', async () => {
    const res = await request(t.app).get(`${page}?authorized=1000000&par=1&authorized=250000&par=5.00`);
    expect(res.headers.location).toBe(`${page}?class=1000000:1&class=250000:5`);
  });

  it('the page answers a value it cannot use with the form and the problem, a 400 no cache keeps', async () => {
    const res = await request(t.app).get(`${page}?authorized=10000000&par=abc`);
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).toContain('par value per share');
  });

  it('the API path in another letter case is a 301 to the one spelling', async () => {
    const res = await request(t.app).get('/api/Tools/Delaware-Franchise-Tax?authorized=100&par=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${api}?authorized=100&par=1`);
  });
});
