import { ArrayType } from '@mikro-orm/core';

/** A PostgreSQL int[] column read back as numbers (ids of regions and the like). */
export class IntegerArrayType extends ArrayType<number> {
  constructor() {
    super((item: string) => Number(item));
  }

  override getColumnType(): string {
    return 'int[]';
  }

  override convertToDatabaseValue(value: number[] | null): string | null {
    return value === null ? null : `{${value.map((item) => Math.trunc(item)).join(',')}}`;
  }

  override convertToJSValue(value: number[] | string | null): number[] | null {
    if (value === null) return null;
    if (Array.isArray(value)) return value.map(Number);
    const inner = value.replace(/^\{|\}$/g, '');
    return inner === '' ? [] : inner.split(',').map(Number);
  }
}
