/**
 * PostgreSQL keeps named prepared statements and portals per connection; PGlite has one session for all
 * of them, so two connections preparing "s1" would collide ("prepared statement already exists") and one
 * could run the other's. Each connection's names are given its own prefix on the way in (Parse, Bind,
 * Describe, Execute, Close), and its statements are dropped when it goes away. Unnamed ones (the
 * common case) pass untouched: the batch that uses them runs whole, under the gate.
 */
export class ConnectionNames {
  private readonly prefix: Buffer;
  private readonly prefixText: string;
  /** The statements the connection prepared under a name, as it named them. */
  private readonly statements = new Set<string>();

  constructor(prefix: string) {
    this.prefixText = prefix;
    this.prefix = Buffer.from(prefix);
  }

  /** The names PGlite holds for this connection's prepared statements. */
  preparedNames(): string[] {
    return [...this.statements].map((name) => this.prefixText + name);
  }

  /** The message with its statement and portal names scoped to the connection (a copy only when named). */
  apply(type: string, message: Buffer): Buffer {
    switch (type) {
      case 'P': {
        // Parse: statement name, query, parameter types.
        const end = message.indexOf(0, 5);
        if (end <= 5) return message;
        this.statements.add(message.toString('utf8', 5, end));
        return this.rebuild(message, [this.scoped(message.subarray(5, end)), message.subarray(end)]);
      }
      case 'B': {
        // Bind: portal name, statement name, the rest.
        const portalEnd = message.indexOf(0, 5);
        const statementEnd = message.indexOf(0, portalEnd + 1);
        if (portalEnd < 0 || statementEnd < 0 || (portalEnd === 5 && statementEnd === 6)) return message;
        return this.rebuild(message, [
          this.scoped(message.subarray(5, portalEnd)),
          message.subarray(portalEnd, portalEnd + 1),
          this.scoped(message.subarray(portalEnd + 1, statementEnd)),
          message.subarray(statementEnd),
        ]);
      }
      case 'E': {
        // Execute: portal name, row limit.
        const end = message.indexOf(0, 5);
        if (end <= 5) return message;
        return this.rebuild(message, [this.scoped(message.subarray(5, end)), message.subarray(end)]);
      }
      case 'D':
      case 'C': {
        // Describe / Close: 'S' (statement) or 'P' (portal), then the name.
        const end = message.indexOf(0, 6);
        if (end <= 6) return message;
        if (type === 'C' && message[5] === 0x53) this.statements.delete(message.toString('utf8', 6, end));
        return this.rebuild(message, [
          message.subarray(5, 6),
          this.scoped(message.subarray(6, end)),
          message.subarray(end),
        ]);
      }
      default:
        return message;
    }
  }

  private scoped(name: Buffer): Buffer {
    return name.length === 0 ? name : Buffer.concat([this.prefix, name]);
  }

  private rebuild(message: Buffer, parts: Buffer[]): Buffer {
    const body = Buffer.concat(parts);
    const header = Buffer.alloc(5);
    header[0] = message[0] ?? 0;
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  }
}
