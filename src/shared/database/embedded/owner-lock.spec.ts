import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirectoryInUse, OWNER_FILE, OwnerLock } from './owner-lock.js';

describe('OwnerLock', () => {
  let dataDir: string;
  const ownerFile = (): string => join(dataDir, OWNER_FILE);
  const record = (fields: object): void => writeFileSync(ownerFile(), JSON.stringify(fields));
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ledgerscope-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names a live process of this machine as the owner, with its port once it is ready', () => {
    // The parent process lives; no start time recorded, so the pid alone is checked.
    record({ pid: process.ppid, port: 5433, ready: true, host: hostname(), token: 't' });
    expect(OwnerLock.ownerOf(dataDir)).toEqual({
      pid: process.ppid,
      port: 5433,
      ready: true,
      host: hostname(),
    });
  });

  it('takes a file of a dead process, of a reused pid, or of another hostname for stale', () => {
    record({ pid: 2 ** 22 + 7, host: hostname(), token: 't' });
    expect(OwnerLock.ownerOf(dataDir)).toBeUndefined();
    record({ pid: process.ppid, host: hostname(), started: 'not its start time', token: 't' });
    expect(OwnerLock.ownerOf(dataDir)).toBeUndefined();
    // A container recreated under a new hostname left it on its volume.
    record({ pid: process.ppid, host: `${hostname()}-before`, token: 't' });
    expect(OwnerLock.ownerOf(dataDir)).toBeUndefined();
  });

  it('breaks a stale file and takes the directory; only the owner removes its file', async () => {
    record({ pid: 2 ** 22 + 7, host: hostname(), token: 'stale' });
    const lock = await OwnerLock.acquire(dataDir);
    const written = JSON.parse(readFileSync(ownerFile(), 'utf8')) as { pid: number; token: string };
    expect(written).toMatchObject({ pid: process.pid, token: lock.token });
    // A second take in this process is refused, naming this process.
    await expect(OwnerLock.acquire(dataDir)).rejects.toBeInstanceOf(DataDirectoryInUse);
    lock.publish(4321, true);
    expect(OwnerLock.ownerOf(dataDir)).toMatchObject({ pid: process.pid, port: 4321, ready: true });
    lock.release();
    expect(existsSync(ownerFile())).toBe(false);
    expect(OwnerLock.ownerOf(dataDir)).toBeUndefined();
  });

  it('leaves a file that is no longer its own when it releases', async () => {
    const lock = await OwnerLock.acquire(dataDir);
    record({ pid: process.ppid, host: hostname(), token: 'someone else' });
    lock.release();
    expect(existsSync(ownerFile())).toBe(true);
  });

  it('refuses a directory a live process holds, naming it', async () => {
    record({ pid: process.ppid, port: 6543, ready: true, host: hostname(), token: 't' });
    await expect(OwnerLock.acquire(dataDir)).rejects.toThrow(
      `Another Ledgerscope process (pid ${process.ppid}) serves the embedded database in ${dataDir} on port 6543.`,
    );
    record({ pid: process.ppid, host: hostname(), token: 't' });
    await expect(OwnerLock.acquire(dataDir)).rejects.toThrow('(its port is not open yet)');
  });
});
