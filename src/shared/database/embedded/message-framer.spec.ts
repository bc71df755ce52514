import { type Frame, MAX_MESSAGE_BYTES, MessageFramer, PACKET, ProtocolViolation } from './message-framer.js';
import { cstr, int32, typed, untyped } from '../../../../test/support/pg-messages.js';

const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);

const startup = (parameters: Record<string, string>) =>
  untyped(
    PACKET.PROTOCOL_3,
    ...Object.entries(parameters).flatMap(([key, value]) => [cstr(key), cstr(value)]),
    Buffer.from([0]),
  );
const sslRequest = () => untyped(PACKET.SSL_REQUEST);
const cancelRequest = (processId: number, secretKey: number) =>
  untyped(PACKET.CANCEL_REQUEST, int32(processId), int32(secretKey));
const parse = (sql: string) => typed('P', cstr(''), cstr(sql), int16(1), int32(25));
const bind = (...values: Buffer[]) =>
  typed(
    'B',
    cstr(''),
    cstr(''),
    int16(0),
    int16(values.length),
    ...values.flatMap((value) => [int32(value.length), value]),
    int16(0),
  );
const execute = () => typed('E', cstr(''), int32(0));
const sync = () => typed('S');

const STARTUP = startup({ user: 'app', database: 'ledgerscope', application_name: 'api' });

/** The frames' kinds and types or codes, for short assertions. */
const shapes = (frames: Frame[]) =>
  frames.map((frame) => (frame.kind === 'packet' ? frame.code : frame.type));

describe('MessageFramer', () => {
  it('cuts a StartupMessage and an extended-protocol batch sent in one chunk', () => {
    const batch = [parse('select $1::text'), bind(Buffer.from('x')), execute(), sync()];
    const framer = new MessageFramer();
    expect(framer.started).toBe(false);

    const frames = framer.push(Buffer.concat([STARTUP, ...batch]));

    expect(shapes(frames)).toEqual([PACKET.PROTOCOL_3, 'P', 'B', 'E', 'S']);
    expect(frames.map((frame) => frame.message)).toEqual([STARTUP, ...batch]);
    expect(framer.started).toBe(true);
  });

  it('answers an SSLRequest as an 8-byte packet and stays untyped until the StartupMessage', () => {
    const framer = new MessageFramer();

    expect(framer.push(sslRequest())).toEqual([
      { kind: 'packet', code: PACKET.SSL_REQUEST, message: sslRequest() },
    ]);
    expect(framer.started).toBe(false);
    expect(shapes(framer.push(Buffer.concat([STARTUP, sync()])))).toEqual([PACKET.PROTOCOL_3, 'S']);
    expect(framer.started).toBe(true);
  });

  it('takes a 16-byte CancelRequest as an untyped packet', () => {
    const packet = cancelRequest(42, 0x12345678);
    expect(packet).toHaveLength(16);
    const framer = new MessageFramer();

    const frames = framer.push(packet);

    expect(frames).toEqual([{ kind: 'packet', code: PACKET.CANCEL_REQUEST, message: packet }]);
    expect(framer.started).toBe(false);
  });

  it('waits for the rest of a message split in two, without losing the message before it', () => {
    const framer = new MessageFramer();
    framer.push(STARTUP);
    const first = parse('select 1');
    const second = bind(Buffer.from('hello'));
    const stream = Buffer.concat([first, second]);
    const cut = first.length + Math.floor(second.length / 2);

    expect(framer.push(stream.subarray(0, cut))).toEqual([{ kind: 'message', type: 'P', message: first }]);
    expect(framer.push(stream.subarray(cut))).toEqual([{ kind: 'message', type: 'B', message: second }]);
  });

  it('joins a 1 MB Bind fed in 64 KB chunks, and reads the messages after it in the last chunk', () => {
    const value = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < value.length; i += 1) value[i] = i % 251;
    const big = bind(value);
    const stream = Buffer.concat([big, execute(), sync()]);
    const framer = new MessageFramer();
    framer.push(STARTUP);

    const frames: Frame[][] = [];
    for (let at = 0; at < stream.length; at += 64 * 1024)
      frames.push(framer.push(stream.subarray(at, at + 64 * 1024)));

    expect(frames.slice(0, -1).every((some) => some.length === 0)).toBe(true);
    const last = frames.at(-1) ?? [];
    expect(shapes(last)).toEqual(['B', 'E', 'S']);
    expect(last[0]?.message.equals(big)).toBe(true);
    expect(last[1]?.message).toEqual(execute());
  });

  it('frames a stream fed one byte at a time, header bytes included', () => {
    const stream = Buffer.concat([sslRequest(), STARTUP, parse('select 1'), sync()]);
    const framer = new MessageFramer();

    const frames = [...stream].flatMap((byte) => framer.push(Buffer.from([byte])));

    expect(shapes(frames)).toEqual([PACKET.SSL_REQUEST, PACKET.PROTOCOL_3, 'P', 'S']);
    expect(Buffer.concat(frames.map((frame) => frame.message))).toEqual(stream);
  });

  it('gives messages of their own, not views of a chunk the caller may reuse', () => {
    const framer = new MessageFramer();
    framer.push(STARTUP);
    const chunk = Buffer.concat([parse('select 1'), sync()]);

    const frames = framer.push(chunk);
    chunk.fill(0);

    expect(frames.map((frame) => frame.message)).toEqual([parse('select 1'), sync()]);
  });

  it('throws ProtocolViolation on an untyped length shorter than its header (2)', () => {
    const framer = new MessageFramer();

    expect(() => framer.push(Buffer.concat([int32(2), int32(PACKET.PROTOCOL_3)]))).toThrow(ProtocolViolation);
  });

  it('throws ProtocolViolation on a typed length below 4 or beyond the limit', () => {
    const short = new MessageFramer();
    short.push(STARTUP);
    expect(() => short.push(Buffer.concat([Buffer.from('Q'), int32(3)]))).toThrow(
      new ProtocolViolation('invalid message length 4'),
    );

    const negative = new MessageFramer();
    negative.push(STARTUP);
    expect(() => negative.push(Buffer.concat([Buffer.from('Q'), int32(-1)]))).toThrow(ProtocolViolation);

    const huge = new MessageFramer();
    huge.push(STARTUP);
    expect(() => huge.push(Buffer.concat([Buffer.from('B'), int32(MAX_MESSAGE_BYTES)]))).toThrow(
      ProtocolViolation,
    );
  });

  it('accepts the smallest typed message (Sync: length 4) and waits on a header cut short', () => {
    const framer = new MessageFramer();
    framer.push(STARTUP);

    expect(framer.push(Buffer.from([0x53, 0, 0]))).toEqual([]);
    expect(framer.push(Buffer.from([0, 4]))).toEqual([{ kind: 'message', type: 'S', message: sync() }]);
  });
});
