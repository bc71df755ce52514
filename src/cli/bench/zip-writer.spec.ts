import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipEntries } from '../../contexts/filings/infrastructure/sec/zip-entries.js';
import { ZipLimitError, ZipWriter } from './zip-writer.js';

describe('ZipWriter (bench:sec)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes entries the product zip reader reads back byte for byte, deflated or stored', async () => {
    const path = join(dir, 'a.zip');
    const writer = await ZipWriter.create(path);
    const big = JSON.stringify({
      facts: Array.from({ length: 2000 }, (_, i) => ({ val: i, end: '2024-12-31' })),
    });
    await writer.add('CIK0000000001.json', big);
    await writer.add('tiny.txt', 'x');
    await writer.add('dir/ünïcode.json', Buffer.from('{}'));
    const summary = await writer.close();
    expect(summary.entries).toBe(3);

    const read: Array<{ name: string; method: number; text: string }> = [];
    for await (const entry of zipEntries(path))
      read.push({ name: entry.name, method: entry.method, text: (await entry.buffer()).toString('utf8') });
    expect(read).toEqual([
      { name: 'CIK0000000001.json', method: 8, text: big },
      { name: 'tiny.txt', method: 0, text: 'x' },
      { name: 'dir/ünïcode.json', method: 0, text: '{}' },
    ]);
  });

  it('refuses a 65,536th entry (no ZIP64) and a duplicate name', async () => {
    const writer = await ZipWriter.create(join(dir, 'b.zip'), { level: 0 });
    await writer.add('same', 'a');
    await expect(writer.add('same', 'b')).rejects.toThrow('already in the archive');
    for (let i = 1; i < 0xffff; i += 1) await writer.add(`e${i}`, '');
    expect(writer.entries).toBe(0xffff);
    await expect(writer.add('one-too-many', '')).rejects.toThrow(ZipLimitError);
    await writer.close();
    let count = 0;
    for await (const _entry of zipEntries(join(dir, 'b.zip'))) count += 1;
    expect(count).toBe(0xffff);
  });
});
