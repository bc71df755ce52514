import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/** Several class-validator decorators as one. */
function all(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

/** An optional list of up to 500 whole numbers (ids of a filter criterion). */
export const optionalIds = (): PropertyDecorator =>
  all(
    IsOptional(),
    IsArray(),
    ArrayMaxSize(500),
    Type(() => Number),
    IsInt({ each: true }),
  );

/** An optional list of up to 500 texts of at most 255 characters (values of a filter criterion). */
export const optionalTexts = (): PropertyDecorator =>
  all(IsOptional(), IsArray(), ArrayMaxSize(500), IsString({ each: true }), MaxLength(255, { each: true }));

/** An optional finite number within [min, max] (a bound of a filter range). */
export const optionalNumberIn = (min: number, max: number): PropertyDecorator =>
  all(
    IsOptional(),
    Type(() => Number),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(min),
    Max(max),
  );

/** An optional whole number within [min, max] (a page offset or size: SQL takes no fraction there). */
export const optionalIntegerIn = (min: number, max: number): PropertyDecorator =>
  all(
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(min),
    Max(max),
  );

/**
 * The spec's email pattern (section 5): a local part of letters, digits, `_+&*-` and dots; a domain;
 * a top-level domain of 2 to 7 letters.
 */
export const SPEC_EMAIL_PATTERN =
  // eslint-disable-next-line security/detect-unsafe-regex -- labels end at the dot or @ that must follow: linear (docs/security.md)
  /^[A-Za-z0-9_+&*-]+(?:\.[A-Za-z0-9_+&*-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,7}$/;
