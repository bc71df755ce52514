import { MAX_JSON_DEPTH, unusableBody } from './input-guard.js';

/** `depth` arrays and objects, one inside the other. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 1; level <= depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('unusableBody', () => {
  it('lets bodies up to MAX_JSON_DEPTH levels through and refuses deeper ones', () => {
    expect(unusableBody(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(unusableBody(nested(MAX_JSON_DEPTH + 1))).toBe('depth');
    expect(unusableBody({ filter: { exchange: [1, 2], orders: [{ field: 'name' }] } })).toBeNull();
    expect(unusableBody(undefined)).toBeNull();
  });

  it('walks a body nested far past the stack without recursing', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(unusableBody(deep)).toBe('depth');
  });

  it('refuses a NUL character in a text or a key, at any level', () => {
    expect(unusableBody({ name: 'a\u0000b' })).toBe('nul');
    expect(unusableBody({ list: [{ deep: ['x', '\u0000'] }] })).toBe('nul');
    expect(unusableBody({ 'k\u0000': 1 })).toBe('nul');
    expect(unusableBody({ name: 'a\\u0000b (escaped text, not a NUL)' })).toBeNull();
  });
});
