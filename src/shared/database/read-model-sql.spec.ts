import { positional } from './read-model-sql.js';

describe('positional ($n placeholders for the EntityManager)', () => {
  it('binds each $n in the order it occurs, twice when used twice', () => {
    expect(positional('select * from t where a = $2 and b = $1 or c = $2', ['one', 'two'])).toEqual([
      'select * from t where a = ? and b = ? or c = ?',
      ['two', 'one', 'two'],
    ]);
  });

  it('leaves SQL without placeholders as it is', () => {
    expect(positional('select 1', [])).toEqual(['select 1', []]);
  });
});
