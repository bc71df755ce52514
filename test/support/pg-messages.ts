/** PostgreSQL protocol messages built by hand, byte for byte as PostgreSQL and its clients write them. */
export const cstr = (text: string): Buffer => Buffer.from(`${text}\0`, 'utf8');

export const int32 = (value: number): Buffer => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};

/** A typed message: the type byte, the length (counting itself), the body. */
export const typed = (type: string, ...body: Buffer[]): Buffer => {
  const payload = Buffer.concat(body);
  return Buffer.concat([Buffer.from(type, 'latin1'), int32(payload.length + 4), payload]);
};

/** An untyped start packet (StartupMessage, SSLRequest, CancelRequest): the length, the code, the body. */
export const untyped = (code: number, ...body: Buffer[]): Buffer => {
  const payload = Buffer.concat(body);
  return Buffer.concat([int32(payload.length + 8), int32(code), payload]);
};

/** The fields of an ErrorResponse or NoticeResponse, by their one-letter keys. */
export function errorFieldsOf(message: Buffer): Map<string, string> {
  const fields = new Map<string, string>();
  let offset = 5;
  while (offset < message.length && message[offset] !== 0) {
    const key = String.fromCharCode(message[offset] ?? 0);
    const end = message.indexOf(0, offset + 1);
    if (end < 0) break;
    fields.set(key, message.toString('utf8', offset + 1, end));
    offset = end + 1;
  }
  return fields;
}
