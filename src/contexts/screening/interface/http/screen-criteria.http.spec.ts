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
const F_PROBABILITY = {
  kind: 'range',
  code: 'FPR',
  facet: 'fProbability',
  key: 'fProbability',
  min: 'minFProbability',
  max: 'maxFProbability',
  pair: 'fProbability',
  limits: { min: 0, max: 1 },
  column: 'f_probability',
  answersRange: true,
  decimals: 2,
  note: 'F-Probability',
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
const TABLE: readonly CriterionDefinition[] = [...SCREEN_CRITERIA, F_PROBABILITY, OPINION];

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
    await post('fProbability', { minFProbability: 1.5 }).expect(HttpStatus.BAD_REQUEST);
    await post('fProbability', { fProbability: [0.1, 0.2, 0.3] }).expect(HttpStatus.BAD_REQUEST);
    asked.length = 0;
    await post('fProbability', { auditOpinion: ['Clean'], minFProbability: 0.25, sectorId: [10] }).expect(
      HttpStatus.OK,
    );
    await post('auditOpinion', { fProbability: [0.1, 0.5] }).expect(HttpStatus.OK);
    expect(asked).toEqual([
      {
        facet: 'fProbability',
        criteria: expect.objectContaining({
          auditOpinions: ['Clean'],
          fProbability: { min: 0.25, max: null },
          sectorIds: [10],
        }) as AnyCriteria,
      },
      {
        facet: 'auditOpinion',
        criteria: expect.objectContaining({
          auditOpinions: [],
          fProbability: { min: 0.1, max: 0.5 },
        }) as AnyCriteria,
      },
    ]);
  });

  it('puts a new criterion in the SQL of the screen, binding its values, and leaves it out of its own options', () => {
    const criteria = criteriaOfBody(
      { exchange: [1], auditOpinion: ['Clean'], minFProbability: 0.25, maxFProbability: 1 },
      TABLE,
    );
    const { where, params } = screenWhere(criteria, 2025, undefined, TABLE);
    expect(where).toBe(
      'year = $1 and exchange_country_id = any($2::int[]) and audit_opinion = any($3::text[]) and f_probability >= $4 and f_probability <= $5',
    );
    expect(params).toEqual([2025, [1], ['Clean'], 0.25, 1]);
    expect(screenWhere(criteria, 2025, 'fProbability', TABLE).where).not.toContain('f_probability');
    expect(screenWhere(criteria, 2025, 'auditOpinion', TABLE).where).not.toContain('audit_opinion');
  });

  it("counts a new criterion's facet under every other criterion, and its count is in the counts' answer", () => {
    const criteria = criteriaOfBody({ exchange: [1], auditOpinion: ['Clean'], minFProbability: 0.25 }, TABLE);
    const facets = TABLE.map((criterion) => criterion.facet);
    const terms = screenCounts(criteria, 2025, facets, TABLE)
      .select.split(',\n')
      .map((term) => term.trim());
    expect(terms).toContain('count(*) filter (where audit_opinion = any($3::text[]))::int as "fProbability"');
    expect(terms).toContain('count(*) filter (where f_probability >= $4)::int as "auditOpinion"');
    expect(terms.at(-1)).toBe(
      'count(*) filter (where audit_opinion = any($3::text[]) and f_probability >= $4)::int as "total"',
    );
    const counts = document.components?.schemas?.FilterCountView as {
      properties: object;
      required: string[];
    };
    expect(Object.keys(counts.properties)).toEqual(
      [...FACETS, 'fProbability', 'auditOpinion'].map((f) => `${f}Count`).concat('total', 'restrictAccess'),
    );
  });

  it("describes a new criterion's request fields and its option route's answer in the OpenAPI document", () => {
    const body = document.components?.schemas?.FakeFilterBody as { properties: Record<string, unknown> };
    expect(body.properties).toMatchObject({
      auditOpinion: { type: 'array', items: { type: 'string', enum: ['Clean', 'Qualified'] } },
      minFProbability: { type: 'number' },
      maxFProbability: { type: 'number' },
      fProbability: { type: 'array', items: { type: 'number' } },
      mScoreFlag: { type: 'boolean' },
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
    // A slider's min and max, and its scale's open ends.
    expect(answer('/dashboard/fProbability')).toMatchObject({
      type: 'object',
      properties: {
        min: { type: 'number', nullable: true },
        max: { type: 'number', nullable: true },
        low: { type: 'number', nullable: true, description: expect.stringContaining('1st percentile') },
        high: { type: 'number', nullable: true, description: expect.stringContaining('99th percentile') },
      },
      required: ['min', 'max', 'low', 'high'],
    });
    // Every criterion with options has its route, the new ones included; typed market-cap inputs and the
    // M-score flag have none.
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        ...FACETS.filter((facet) => facet !== 'marketCapDecile' && facet !== 'mScoreFlag'),
        'fProbability',
        'auditOpinion',
      ]
        .map((facet) => `/dashboard/${facet}`)
        .sort(),
    );
  });
  it('takes a flag criterion as a JSON boolean: chosen, its column must be true; unchosen, no condition', async () => {
    const post = (body: object) =>
      request(app.getHttpServer() as Parameters<typeof request>[0])
        .post('/dashboard/sector')
        .send(body);
    await post({ mScoreFlag: 'true' }).expect(HttpStatus.BAD_REQUEST);
    await post({ mScoreFlag: 1 }).expect(HttpStatus.BAD_REQUEST);
    asked.length = 0;
    await post({ mScoreFlag: true }).expect(HttpStatus.OK);
    await post({ mScoreFlag: false }).expect(HttpStatus.OK);
    await post({}).expect(HttpStatus.OK);
    expect(asked.map(({ criteria }) => criteria['mScoreFlag'])).toEqual([true, false, false]);

    const chosen = criteriaOfBody({ exchange: [1], mScoreFlag: true, minMScore: -2 }, TABLE);
    expect(screenWhere(chosen, 2025, undefined, TABLE)).toEqual({
      where: 'year = $1 and exchange_country_id = any($2::int[]) and m_score >= $3 and m_score_flag is true',
      params: [2025, [1], -2],
    });
    expect(screenWhere(chosen, 2025, 'mScoreFlag', TABLE).where).not.toContain('m_score_flag');
    expect(screenWhere(criteriaOfBody({ exchange: [1], mScoreFlag: false }, TABLE), 2025).where).toBe(
      'year = $1 and exchange_country_id = any($2::int[])',
    );
    const terms = screenCounts(chosen, 2025, ['mScoreFlag', 'mScore'], TABLE)
      .select.split(',\n')
      .map((term) => term.trim());
    expect(terms).toEqual([
      'count(*) filter (where m_score >= $3)::int as "mScoreFlag"',
      'count(*) filter (where m_score_flag is true)::int as "mScore"',
      'count(*) filter (where m_score >= $3 and m_score_flag is true)::int as "total"',
    ]);
  });
});
