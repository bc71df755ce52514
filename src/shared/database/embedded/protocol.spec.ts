import {
  backendMessages,
  cancelKeyOf,
  commandTags,
  describeBatch,
  durationMs,
  errorResponse,
  onlyReads,
  readyForQuery,
  SQLSTATE,
  startupParameters,
  statementTimeoutOf,
  withBackendKey,
} from './protocol.js';
import { cstr, errorFieldsOf, int32, typed, untyped } from '../../../../test/support/pg-messages.js';

const complete = (tag: string) => typed('C', cstr(tag));
const int16s = (...values: number[]) => Buffer.from(values.flatMap((value) => [value >> 8, value & 0xff]));
const row = (value: string) => typed('D', int16s(1), int32(value.length), Buffer.from(value));
const parse = (sql: string) => typed('P', cstr('s1'), cstr(sql), int16s(0));
// Bind: unnamed portal, statement s1, no parameter formats, one text value, no result formats.
const bind = (value: string) =>
  typed('B', cstr(''), cstr('s1'), int16s(0, 1), int32(value.length), Buffer.from(value), int16s(0));

describe('errorResponse and errorFieldsOf', () => {
  it('writes an ErrorResponse that errorFieldsOf reads back, detail included', () => {
    const message = errorResponse({
      severity: 'FATAL',
      code: SQLSTATE.ADMIN_SHUTDOWN,
      message: 'l’arrêt du serveur',
      detail: 'shutting down',
    });

    expect(message[0]).toBe('E'.charCodeAt(0));
    expect(message.readInt32BE(1)).toBe(message.length - 1);
    expect(message.subarray(-2)).toEqual(Buffer.from([0, 0]));
    expect(Object.fromEntries(errorFieldsOf(message))).toEqual({
      S: 'FATAL',
      V: 'FATAL',
      C: '57P01',
      M: 'l’arrêt du serveur',
      D: 'shutting down',
    });
  });

  it('leaves the detail out when none is given', () => {
    const fields = errorFieldsOf(errorResponse({ severity: 'ERROR', code: '57014', message: 'canceled' }));

    expect([...fields.keys()]).toEqual(['S', 'V', 'C', 'M']);
  });

  it('writes ReadyForQuery as 6 bytes', () => {
    expect(readyForQuery('T')).toEqual(Buffer.from([0x5a, 0, 0, 0, 5, 0x54]));
  });
});

describe('backendMessages, commandTags and onlyReads', () => {
  const select = Buffer.concat([
    typed('T', Buffer.from([0, 0])),
    row('a'),
    row('b'),
    row('c'),
    complete('SELECT 3'),
  ]);
  const insert = complete('INSERT 0 1');

  it('walks whole messages and stops at a truncated one', () => {
    const answer = Buffer.concat([select, readyForQuery('I')]);
    const truncated = Buffer.concat([complete('SHOW'), readyForQuery('I').subarray(0, 4)]);

    expect([...backendMessages(answer)].map(({ type }) => type).join('')).toBe('TDDDCZ');
    expect([...backendMessages(truncated)].map(({ type }) => type)).toEqual(['C']);
  });

  it('reads the command tags without their terminating zero', () => {
    expect(commandTags(Buffer.concat([select, insert, readyForQuery('I')]))).toEqual([
      'SELECT 3',
      'INSERT 0 1',
    ]);
  });

  it('says a batch only read when every tag is a read and its SQL names nothing that writes', () => {
    const reads = Buffer.concat([select, complete('SHOW'), readyForQuery('I')]);
    expect(onlyReads(reads, ['select a from t', 'show search_path'])).toBe(true);
    expect(
      onlyReads(Buffer.concat([select, insert, readyForQuery('I')]), ['select 1; insert into t values (1)']),
    ).toBe(false);
    expect(onlyReads(Buffer.concat([complete('UPDATE 2'), readyForQuery('I')]), ['update t set a = 1'])).toBe(
      false,
    );
    expect(onlyReads(Buffer.concat([complete('SET'), readyForQuery('I')]), ['set search_path = x'])).toBe(
      false,
    );
    // Writes that PostgreSQL tags SELECT n.
    const selectTag = Buffer.concat([complete('SELECT 3'), readyForQuery('I')]);
    expect(onlyReads(selectTag, ['create table t1 as select * from src'])).toBe(false);
    expect(onlyReads(selectTag, ['select * into t2 from src'])).toBe(false);
    expect(onlyReads(selectTag, ['with x as (insert into src values (9) returning a) select * from x'])).toBe(
      false,
    );
    expect(onlyReads(selectTag, ["select nextval('s')"])).toBe(false);
    // A named statement run again: its SQL is not in the batch, so it is not known to be a read.
    expect(onlyReads(selectTag, [])).toBe(false);
  });
});

describe('withBackendKey and cancelKeyOf', () => {
  const before = [
    typed('R', int32(0)),
    typed('S', cstr('server_version'), cstr('17.5')),
    typed('K', int32(1), int32(2)),
    readyForQuery('I'),
  ];

  it("rewrites only the BackendKeyData's process id and secret key", () => {
    const answer = Buffer.concat(before);
    const copy = Buffer.from(answer);

    const after = [...backendMessages(withBackendKey(answer, 7, 0x7fff0001))].map(({ message }) => message);

    expect(after).toEqual([before[0], before[1], typed('K', int32(7), int32(0x7fff0001)), before[3]]);
    expect(answer).toEqual(copy);
  });

  it('returns an answer without BackendKeyData as it is', () => {
    const answer = Buffer.concat([before[0] ?? Buffer.alloc(0), readyForQuery('I')]);

    expect(withBackendKey(answer, 7, 8)).toBe(answer);
  });

  it("reads a 16-byte CancelRequest's key, and nothing from another length", () => {
    const packet = untyped(80877102, int32(42), int32(-5));

    expect(cancelKeyOf(packet)).toEqual({ processId: 42, secretKey: -5 });
    expect(cancelKeyOf(packet.subarray(0, 15))).toBeUndefined();
    expect(cancelKeyOf(Buffer.concat([packet, Buffer.from([0])]))).toBeUndefined();
  });
});

describe('startupParameters, durationMs and statementTimeoutOf', () => {
  const startup = (parameters: Record<string, string>) => {
    const pairs = Object.entries(parameters).flatMap(([key, value]) => [cstr(key), cstr(value)]);
    return startupParameters(untyped(196608, ...pairs, Buffer.from([0])));
  };

  it("reads a StartupMessage's parameters", () => {
    const parameters = { user: 'app', database: 'ledger', application_name: 'api é', options: '' };

    expect(Object.fromEntries(startup(parameters))).toEqual(parameters);
  });

  it('reads durations as PostgreSQL does: a bare number is milliseconds', () => {
    const valid = ['2500', '2.5s', '1min', '250ms', '1500us', ' 2 h ', '1d'];

    expect(valid.map(durationMs)).toEqual([2500, 2500, 60_000, 250, 1.5, 7_200_000, 86_400_000]);
    expect(['abc', '-1', '5 sec', ''].map(durationMs)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('takes the statement_timeout parameter first, then -c or -- in options, else none', () => {
    const timeout = (parameters: Record<string, string>) => statementTimeoutOf(startup(parameters));

    expect(timeout({ statement_timeout: '3s', options: '-c statement_timeout=9s' })).toBe(3000);
    expect(timeout({ options: '-c statement_timeout=5s' })).toBe(5000);
    expect(timeout({ options: '-c search_path=app  -cstatement_timeout=1min' })).toBe(60_000);
    expect(timeout({ options: '--statement_timeout=100' })).toBe(100);
    expect(timeout({ options: '--statement-timeout=2s' })).toBe(2000);
    expect(timeout({ options: '-c lock_timeout=5s' })).toBe(0);
    expect(timeout({ statement_timeout: 'soon' })).toBe(0);
    expect(timeout({ user: 'app' })).toBe(0);
  });
});

describe('describeBatch', () => {
  it('names the messages and the first words of the SQL, not the bound values', () => {
    const sql = 'insert into\n  screening.company (id, name) values ($1, $2)';
    const batch = Buffer.concat([
      parse(sql),
      bind('secret-value'),
      typed('D', Buffer.from('P\0')),
      typed('E', cstr(''), int32(0)),
      typed('S'),
    ]);

    const described = describeBatch(batch);

    expect(described).toBe('Parse/Bind/Describe/Execute/Sync: insert into screening.company (id,');
    expect(described).not.toContain('secret-value');
  });

  it('leaves literals out of the SQL it names', () => {
    expect(describeBatch(typed('Q', cstr("update users set password='hunter2' where id = 1")))).toBe(
      "Query: update users set password='…'",
    );
  });

  it('names a simple Query and collapses repeated messages', () => {
    expect(describeBatch(typed('Q', cstr('  SELECT   count(*) FROM screening.company WHERE x = 1')))).toBe(
      'Query: SELECT count(*) FROM screening.company',
    );
    expect(
      describeBatch(
        Buffer.concat([typed('d', Buffer.from('1\t2\n')), typed('d', Buffer.from('3')), typed('c')]),
      ),
    ).toBe('CopyData/CopyDone');
  });
});
