import 'reflect-metadata';
import { Body, HttpCode, HttpStatus, Post, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type as TransformType } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional } from 'class-validator';
import { Caller } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { optionalIds, optionalNumberIn, optionalTexts } from '../../../../shared/http/field-validators.js';
import {
  SCREEN_CRITERIA,
  criteriaFromFields,
  invertedRange,
  type AnyCriteria,
  type CriterionDefinition,
  type FlagCriterionDefinition,
  type ListCriterionDefinition,
  type RangeCriterionDefinition,
} from '../../domain/published/screen-criteria.js';
import { ScreeningError } from '../../domain/screening-error.js';

/**
 * The HTTP side of the criteria table (domain/published/screen-criteria.ts): the request fields with
 * their validation, the facet counts' view, the option routes and their OpenAPI schemas. Nothing here
 * names a criterion.
 */

type Table = readonly CriterionDefinition[];
/** An OpenAPI schema, as ApiOkResponse takes it. */
type SchemaObject = NonNullable<Extract<Parameters<typeof ApiOkResponse>[0], { schema?: unknown }>['schema']>;

function decorate(target: object, key: string, ...decorators: PropertyDecorator[]): void {
  for (const decorator of decorators) decorator(target, key);
}

export interface CriteriaFieldOptions {
  /** Fields the class declares itself (a saved filter's required exchange list). */
  except?: readonly string[];
  /** The ranges' `[min, max]` alternative fields (the screen's filter body). */
  pairs?: boolean;
  /** The descriptions' examples. */
  examples?: boolean;
}

function decorateList(target: object, criterion: ListCriterionDefinition): void {
  const { field, values } = criterion;
  const description = criterion.description === undefined ? {} : { description: criterion.description };
  if (values === 'ids') {
    decorate(target, field, ApiPropertyOptional({ type: [Number], ...description }), optionalIds());
  } else if (values === 'texts') {
    decorate(target, field, ApiPropertyOptional({ type: [String], ...description }), optionalTexts());
  } else {
    decorate(
      target,
      field,
      ApiPropertyOptional({ type: [String], enum: values, ...description }),
      IsOptional(),
      IsArray(),
      IsIn([...values], { each: true }),
    );
  }
}

function decorateRange(
  target: object,
  criterion: RangeCriterionDefinition,
  options: CriteriaFieldOptions,
): void {
  const { limits, description } = criterion;
  const bound = (key: string, text: string | undefined, example: number | undefined): void =>
    decorate(
      target,
      key,
      ApiPropertyOptional({
        type: Number,
        ...(text === undefined ? {} : { description: text }),
        ...(example === undefined || !options.examples ? {} : { example }),
      }),
      optionalNumberIn(limits.min, limits.max),
    );
  bound(criterion.min, description?.min, description?.example?.[0]);
  bound(criterion.max, description?.max, description?.example?.[1]);
}

function decorateFlag(target: object, criterion: FlagCriterionDefinition): void {
  const description = criterion.description === undefined ? {} : { description: criterion.description };
  // A JSON boolean only: 'true' or 1 are refused (400), never read as chosen.
  decorate(
    target,
    criterion.field,
    ApiPropertyOptional({ type: Boolean, ...description }),
    IsOptional(),
    IsBoolean(),
  );
}

function decoratePair(target: object, criterion: RangeCriterionDefinition): void {
  if (criterion.pair === undefined) return;
  decorate(
    target,
    criterion.pair,
    ApiPropertyOptional({
      type: [Number],
      description: criterion.description?.pair ?? '[min, max]',
    }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(2),
    TransformType(() => Number),
    IsNumber({}, { each: true }),
  );
}

/**
 * A class declaring the table's criteria as request fields, validated: ids and texts as lists, a rating
 * among the scale, each range bound within its limits (and, with `pairs`, the `[min, max]` fields), each
 * flag a boolean.
 */
export function criteriaRequestFields(table: Table, options: CriteriaFieldOptions = {}): Type<object> {
  class CriteriaFields {}
  const target = CriteriaFields.prototype;
  for (const criterion of table) {
    if (criterion.kind === 'list' && !options.except?.includes(criterion.field))
      decorateList(target, criterion);
    if (criterion.kind === 'range') decorateRange(target, criterion, options);
    if (criterion.kind === 'flag') decorateFlag(target, criterion);
  }
  if (options.pairs)
    for (const criterion of table) if (criterion.kind === 'range') decoratePair(target, criterion);
  return CriteriaFields;
}

/** A class declaring the table's criteria as answer fields: every list, every bound (null when unset), every flag. */
export function criteriaResponseFields(table: Table): Type<object> {
  class CriteriaView {}
  const target = CriteriaView.prototype;
  for (const criterion of table) {
    if (criterion.kind === 'list') {
      const type: [typeof Number | typeof String] = criterion.values === 'ids' ? [Number] : [String];
      decorate(target, criterion.field, ApiProperty({ type }));
    } else if (criterion.kind === 'flag') {
      decorate(target, criterion.field, ApiProperty({ type: Boolean }));
    } else {
      for (const bound of [criterion.min, criterion.max])
        decorate(target, bound, ApiProperty({ type: Number, nullable: true }));
    }
  }
  return CriteriaView;
}

/** The criteria of a filter body; a minimum not below its maximum (market cap) is refused. */
export function criteriaOfBody(body: object, table: Table = SCREEN_CRITERIA): AnyCriteria {
  const fields = body as Record<string, unknown>;
  const inverted = invertedRange(fields, table);
  if (inverted !== undefined) throw new ScreeningError(inverted);
  return criteriaFromFields(fields, (fields.year ?? fields.choosenYear ?? null) as number | null, table);
}

/** filterCount's answer: per criterion `<facet>Count`, then the total and restrictAccess. */
export function facetCountView(table: Table): Type<object> {
  class FilterCountView {}
  for (const criterion of table)
    decorate(FilterCountView.prototype, `${criterion.facet}Count`, ApiProperty({ type: Number }));
  decorate(FilterCountView.prototype, 'total', ApiProperty({ type: Number }));
  decorate(FilterCountView.prototype, 'restrictAccess', ApiProperty({ type: Boolean }));
  return FilterCountView;
}

/** The OpenAPI schema of an option route's answer. */
export function optionAnswerSchema(
  criterion: ListCriterionDefinition | RangeCriterionDefinition,
): SchemaObject {
  if (criterion.kind === 'range') {
    // min <= low <= high <= max; null exactly when min and max are.
    const scaleEnd = (percentile: string, widened: string): SchemaObject => ({
      type: 'number',
      nullable: true,
      description:
        `The ${percentile} percentile under the filter, widened ${widened} to the slider's precision: one of ` +
        "the scale's open ends: values beyond are included when the thumb sits at that end",
    });
    return {
      type: 'object',
      properties: {
        min: { type: 'number', nullable: true },
        max: { type: 'number', nullable: true },
        low: scaleEnd('1st', 'down'),
        high: scaleEnd('99th', 'up'),
      },
      required: ['min', 'max', 'low', 'high'],
    };
  }
  const { values, option } = criterion;
  const value: SchemaObject =
    values === 'ids'
      ? { type: 'integer' }
      : values === 'texts'
        ? { type: 'string' }
        : { type: 'string', enum: [...values] };
  return {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        [option.value]: value,
        ...(option.label === undefined ? {} : { [option.label]: { type: 'string' } }),
        count: { type: 'integer' },
      },
      required: [option.value, ...(option.label === undefined ? [] : [option.label]), 'count'],
    },
  };
}

/** Options of one list facet: id and label in the spec's field names, with the count under the other criteria. */
export type Option = Record<string, string | number>;

/** A slider's option answer: its available min and max, and its scale's open ends (optionAnswerSchema). */
export interface RangeAnswer {
  min: number | null;
  max: number | null;
  low: number | null;
  high: number | null;
}

/** What an option route needs of its controller. */
export interface FacetRouteHost {
  facetAnswer(caller: CurrentUser, body: object, facet: string): Promise<Option[] | RangeAnswer>;
}

/**
 * The option routes of the table, on the controller: POST <facet> for every list, and for every range
 * that answers its available min and max (and its scale's open ends), each with its typed OpenAPI answer and `body` as its request.
 * A flag has none.
 */
export function defineFacetRoutes(controller: Type<FacetRouteHost>, body: Type<object>, table: Table): void {
  const prototype = controller.prototype as unknown as Record<string, unknown>;
  for (const criterion of table) {
    if (criterion.kind === 'flag' || (criterion.kind === 'range' && !criterion.answersRange)) continue;
    const name = criterion.facet;
    const route = function (this: FacetRouteHost, caller: CurrentUser, request: object) {
      return this.facetAnswer(caller, request, name);
    };
    Object.defineProperty(route, 'name', { value: name });
    Object.defineProperty(prototype, name, { value: route, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
    Reflect.defineMetadata('design:paramtypes', [Object, body], prototype, name);
    Reflect.defineMetadata('design:returntype', Promise, prototype, name);
    Caller()(prototype, name, 0);
    Body()(prototype, name, 1);
    Post(name)(prototype, name, descriptor);
    HttpCode(HttpStatus.OK)(prototype, name, descriptor);
    ApiOkResponse({ schema: optionAnswerSchema(criterion) })(prototype, name, descriptor);
  }
}
