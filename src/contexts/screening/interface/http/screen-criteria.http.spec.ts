import 'reflect-metadata';
import { Controller, HttpStatus, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { RequestValidationPipe } from '../../../../shared/http/request-validation.pipe.js';
import {
  FACETS,
  SCREEN_CRITERIA,
  type AnyCriteria,
  type CriterionDefinition,
} from '../../domain/published/screen-criteria.js';
import { screenCounts, screenWhere } from '../../infrastructure/persistence/screen-sql.js';
import {
  criteriaOfBody,
  criteriaRequestFields,
  defineFacetRoutes,
  facetCountView,
  type FacetRouteHost,
} from './screen-criteria.http.js';

/**
 * The criteria table is the only definition of a criterion: two criteria added here, and nowhere else,
 * show up in the request's validation and its criteria, the SQL, the facet counts and the OpenAPI
 * document of the option routes (README.md of the screening context, 'Adding a criterion').
 */
const M_SCORE = {
  kind: 'range',
  code: 'MSC',
  facet: 'mScore',
  key: 'mScore',
  min: 'minMScore',
  max: 'maxMScore',
  pair: 'mScore',
  limits: { min: -10, max: 10 },
  column: 'm_score',
  answersRange: true,
  decimals: 2,
  note: 'M-Score',
} as const satisfies CriterionDefinition;
const OPINION = {
  kind: 'list',
  code: 'AOP',
  facet: 'auditOpinion',
  key: 'auditOpinions',
  field: 'auditOpinion',
  values: ['Clean', 'Qualified'],
  column: 'audit_opinion',
  option: { value: 'audit_opinion' },
  note: 'Audit opinion',
} as const satisfies CriterionDefinition;
const TABLE: readonly CriterionDefinition[] = [...SCREEN_CRITERIA, M_SCORE, OPINION];

const caller: CurrentUser = {
  userId: 'u',
  sessionId: 's',
  tenantId: 't',
  email: 'analyst@acme.test',
  role: 'USER',
  termsAgreed: true,
  lucaAccessible: false,
};

class FakeFilterBody extends criteriaRequestFields(TABLE, { pairs: true }) {}
const FakeCountView = facetCountView(TABLE);

/** What the option routes asked, in order. */
const asked: Array<{ facet: string; criteria: AnyCriteria }> = [];

@Controller('dashboard')
class FakeScreenController implements FacetRouteHost {
  facetAnswer(_caller: CurrentUser, body: object, facet: string) {
    asked.push({ facet, criteria: criteriaOfBody(body, TABLE) });
    return Promise.resolve([]);
  }
}
defineFacetRoutes(FakeScreenController, FakeFilterBody, TABLE);

@Module({ controllers: [FakeScreenController] })
class FakeScreenModule {}

describe('the screen criteria table', () => {
  let app: INestApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await NestFactory.create(FakeScreenModule, { logger: false });
    app.use((req: Request & { user?: CurrentUser }, _res: Response, next: NextFunction) => {
      req.user = caller;
      next();
    });
    app.useGlobalPipes(
      new RequestValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }),
    );
    await app.init();
    document = SwaggerModule.createDocument(app, new DocumentBuilder().build(), {
      extraModels: [FakeCountView],
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it("validates a new criterion's request fields and reads them into the criteria", async () => {
    const post = (facet: string, body: object) =>
      request(app.getHttpServer() as Parameters<typeof request>[0])
        .post(`/dashboard/${facet}`)
        .send(body);
    await post('auditOpinion', { auditOpinion: ['Adverse'] }).expect(HttpStatus.BAD_REQUEST);
    await post('mScore', { minMScore: 11 }).expect(HttpStatus.BAD_REQUEST);
    await post('mScore', { mScore: [-3, 1, 2] }).expect(HttpStatus.BAD_REQUEST);
    asked.length = 0;
    await post('mScore', { auditOpinion: ['Clean'], minMScore: -2.5, sectorId: [10] }).expect(HttpStatus.OK);
    await post('auditOpinion', { mScore: [-3, 1] }).expect(HttpStatus.OK);
    expect(asked).toEqual([
      {
        facet: 'mScore',
        criteria: expect.objectContaining({
          auditOpinions: ['Clean'],
          mScore: { min: -2.5, max: null },
          sectorIds: [10],
        }) as AnyCriteria,
      },
      {
        facet: 'auditOpinion',
        criteria: expect.objectContaining({ auditOpinions: [], mScore: { min: -3, max: 1 } }) as AnyCriteria,
      },
    ]);
  });

  it('puts a new criterion in the SQL of the screen, binding its values, and leaves it out of its own options', () => {
    const criteria = criteriaOfBody(
      { exchange: [1], auditOpinion: ['Clean'], minMScore: -2.5, maxMScore: 1 },
      TABLE,
    );
    const { where, params } = screenWhere(criteria, 2025, undefined, TABLE);
    expect(where).toBe(
      'year = $1 and exchange_country_id = any($2::int[]) and audit_opinion = any($3::text[]) and m_score >= $4 and m_score <= $5',
    );
    expect(params).toEqual([2025, [1], ['Clean'], -2.5, 1]);
    expect(screenWhere(criteria, 2025, 'mScore', TABLE).where).not.toContain('m_score');
    expect(screenWhere(criteria, 2025, 'auditOpinion', TABLE).where).not.toContain('audit_opinion');
  });

  it("counts a new criterion's facet under every other criterion, and its count is in the counts' answer", () => {
    const criteria = criteriaOfBody({ exchange: [1], auditOpinion: ['Clean'], minMScore: -2.5 }, TABLE);
    const facets = TABLE.map((criterion) => criterion.facet);
    const terms = screenCounts(criteria, 2025, facets, TABLE)
      .select.split(',\n')
      .map((term) => term.trim());
    expect(terms).toContain('count(*) filter (where audit_opinion = any($3::text[]))::int as "mScore"');
    expect(terms).toContain('count(*) filter (where m_score >= $4)::int as "auditOpinion"');
    expect(terms.at(-1)).toBe(
      'count(*) filter (where audit_opinion = any($3::text[]) and m_score >= $4)::int as "total"',
    );
    const counts = document.components?.schemas?.FilterCountView as {
      properties: object;
      required: string[];
    };
    expect(Object.keys(counts.properties)).toEqual(
      [...FACETS, 'mScore', 'auditOpinion'].map((f) => `${f}Count`).concat('total', 'restrictAccess'),
    );
  });

  it("describes a new criterion's request fields and its option route's answer in the OpenAPI document", () => {
    const body = document.components?.schemas?.FakeFilterBody as { properties: Record<string, unknown> };
    expect(body.properties).toMatchObject({
      auditOpinion: { type: 'array', items: { type: 'string', enum: ['Clean', 'Qualified'] } },
      minMScore: { type: 'number' },
      maxMScore: { type: 'number' },
      mScore: { type: 'array', items: { type: 'number' } },
    });
    const answer = (path: string) =>
      (document.paths[path]?.post?.responses['200'] as { content: Record<string, { schema: unknown }> })
        .content['application/json']?.schema;
    expect(answer('/dashboard/auditOpinion')).toEqual({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          audit_opinion: { type: 'string', enum: ['Clean', 'Qualified'] },
          count: { type: 'integer' },
        },
        required: ['audit_opinion', 'count'],
      },
    });
    expect(answer('/dashboard/mScore')).toEqual({
      type: 'object',
      properties: { min: { type: 'number', nullable: true }, max: { type: 'number', nullable: true } },
      required: ['min', 'max'],
    });
    // Every criterion with options has its route, the new ones included; typed market-cap inputs have none.
    expect(Object.keys(document.paths).sort()).toEqual(
      [...FACETS.filter((facet) => facet !== 'marketCapDecile'), 'mScore', 'auditOpinion']
        .map((facet) => `/dashboard/${facet}`)
        .sort(),
    );
  });
});
