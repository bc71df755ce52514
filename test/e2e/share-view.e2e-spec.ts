import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

describe('Shared views', () => {
  let app: NestExpressApplication;
  let acmeAnalyst: string;
  let acmeOwner: string;
  let globex: string;
  const view = {
    filter: { order: ['EXC', 'SEC'], exchange: [1, 3], sectorId: [45], year: 2025 },
    selected: { tickerId: 'ACME-US', exchangeCountryId: 1, year: 2025 },
  };
  const post = (path: string, token: string, body: object) =>
    request(app.getHttpServer()).post(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body);

  beforeAll(async () => {
    app = await startTestApp();
    acmeAnalyst = await signIn(app, 'analyst@acme.test');
    acmeOwner = await signIn(app, 'owner@acme.test');
    globex = await signIn(app, 'analyst@globex.test');
  });

  afterAll(async () => {
    await app.close();
  });

  it('round-trips a view to another user of the same tenant, and nobody else', async () => {
    const link = await post('share', acmeAnalyst, view).expect(200);
    expect(link.body.url).toBe(`/dashboard?share=${link.body.share as string}`);
    // The link reveals nothing of the view.
    expect(link.body.share).not.toContain('ACME');
    const opened = await post('share/open', acmeOwner, { share: link.body.share }).expect(200);
    expect(opened.body).toEqual(view);

    const otherTenant = await post('share/open', globex, { share: link.body.share }).expect(404);
    expect(otherTenant.body.errorCode).toBe('SHARE_LINK_INVALID');
    const bytes = Buffer.from(link.body.share as string, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    await post('share/open', acmeOwner, { share: bytes.toString('base64url') }).expect(404);
    await post('share/open', acmeOwner, { share: '' }).expect(400);
    await request(app.getHttpServer()).post('/api/share/open').send({ share: link.body.share }).expect(401);
  });

  it("answers the spec's messages for a view without a company or a filter, and caps its size", async () => {
    const noStock = await post('share', acmeAnalyst, { filter: view.filter }).expect(400);
    expect(noStock.body.message).toBe('Stock not selected');
    const noFilter = await post('share', acmeAnalyst, { selected: view.selected }).expect(400);
    expect(noFilter.body.message).toBe('Share View needs you to apply the filter');
    const huge = { ...view, filter: { sectorId: Array.from({ length: 2000 }, (_, index) => index) } };
    await post('share', acmeAnalyst, huge).expect(413);
    await post('share', acmeAnalyst, { ...view, role: 'ADMINISTRATOR' }).expect(400);
  });
});
