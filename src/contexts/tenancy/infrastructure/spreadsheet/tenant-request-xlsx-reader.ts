import { inflateRawSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { TenancyError } from '../../domain/tenancy-error.js';
import { MAX_REQUEST_UPLOAD_ROWS, type SheetLine } from '../../domain/tenant-request-upload.js';

/** No part of a 100 KB workbook needs more than this once inflated; a zip bomb stops here. */
const MAX_PART_BYTES = 4 * 1024 * 1024;
/** All parts read from one workbook together. */
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 2_000;
const MAX_SHARED_STRINGS = 50_000;

function unreadable(): TenancyError {
  return new TenancyError('INVALID_SPREADSHEET');
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The central directory of a zip archive (no ZIP64, no encryption: an .xlsx of 100 KB needs neither). */
function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const minimum = 22;
  if (zip.length < minimum) throw unreadable();
  let end = -1;
  for (let at = zip.length - minimum; at >= Math.max(0, zip.length - minimum - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || at + directorySize > end) throw unreadable();
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const uncompressedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeaderOffset = zip.readUInt32LE(at + 42);
    if (at + 46 + nameLength > end) throw unreadable();
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // Encrypted entries and ZIP64 sizes are not for us.
    if ((flags & 0x1) !== 0 || compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      throw unreadable();
    }
    entries.set(name, { name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates zip parts, refusing any part or total beyond the caps before inflating past them. */
class BoundedZip {
  private readonly entries: Map<string, ZipEntry>;
  private inflated = 0;

  constructor(private readonly zip: Buffer) {
    this.entries = zipEntries(zip);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  text(name: string): string | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const room = Math.min(MAX_PART_BYTES, MAX_TOTAL_BYTES - this.inflated);
    if (entry.uncompressedSize > room) throw unreadable();
    const local = entry.localHeaderOffset;
    if (local + 30 > this.zip.length || this.zip.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + this.zip.readUInt16LE(local + 26) + this.zip.readUInt16LE(local + 28);
    const data = this.zip.subarray(start, start + entry.compressedSize);
    if (start + entry.compressedSize > this.zip.length) throw unreadable();
    let content: Buffer;
    if (entry.method === 0) {
      content = data;
    } else if (entry.method === 8) {
      try {
        // maxOutputLength stops inflating at the cap, whatever the declared size says.
        content = inflateRawSync(data, { maxOutputLength: room });
      } catch {
        throw unreadable();
      }
    } else {
      throw unreadable();
    }
    if (content.length > room) throw unreadable();
    this.inflated += content.length;
    return content.toString('utf8');
  }
}

function decodeXml(value: string): string {
  return value.replace(
    /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g,
    (_match, entity: string) => {
      if (entity === 'lt') return '<';
      if (entity === 'gt') return '>';
      if (entity === 'amp') return '&';
      if (entity === 'quot') return '"';
      if (entity === 'apos') return "'";
      const code = entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    },
  );
}

/**
 * The elements named `name` in `xml`, in order: their attribute text and their content (null when
 * self-closing). A forward scan with indexOf: linear in the size of the text.
 */
function* elements(xml: string, name: string): Generator<{ attributes: string; content: string | null }> {
  const open = `<${name}`;
  const close = `</${name}>`;
  let at = 0;
  for (;;) {
    const start = xml.indexOf(open, at);
    if (start < 0) return;
    const next = xml[start + open.length];
    if (next !== '>' && next !== '/' && next !== ' ' && next !== '\t' && next !== '\r' && next !== '\n') {
      at = start + open.length;
      continue;
    }
    const tagEnd = xml.indexOf('>', start);
    if (tagEnd < 0) return;
    if (xml[tagEnd - 1] === '/') {
      yield { attributes: xml.slice(start + open.length, tagEnd - 1), content: null };
      at = tagEnd + 1;
      continue;
    }
    const end = xml.indexOf(close, tagEnd + 1);
    if (end < 0) return;
    yield { attributes: xml.slice(start + open.length, tagEnd), content: xml.slice(tagEnd + 1, end) };
    at = end + close.length;
  }
}

/** The attributes read, each compiled once (not per cell). */
const ATTRIBUTES = {
  'r:id': /(?:^|\s)r:id\s*=\s*"([^"]*)"/,
  Id: /(?:^|\s)Id\s*=\s*"([^"]*)"/,
  Target: /(?:^|\s)Target\s*=\s*"([^"]*)"/,
  r: /(?:^|\s)r\s*=\s*"([^"]*)"/,
  t: /(?:^|\s)t\s*=\s*"([^"]*)"/,
} as const;

function attribute(attributes: string, name: keyof typeof ATTRIBUTES): string | null {
  const match = ATTRIBUTES[name].exec(attributes);
  return match ? decodeXml(match[1]!) : null;
}

/** The text of a shared or inline string: its <t> runs, without phonetic (<rPh>) runs. */
function stringText(xml: string): string {
  let withoutPhonetics = '';
  let at = 0;
  for (;;) {
    const start = xml.indexOf('<rPh', at);
    if (start < 0) break;
    withoutPhonetics += xml.slice(at, start);
    const end = xml.indexOf('</rPh>', start);
    at = end < 0 ? xml.length : end + '</rPh>'.length;
  }
  withoutPhonetics += xml.slice(at);
  let text = '';
  for (const run of elements(withoutPhonetics, 't')) text += decodeXml(run.content ?? '');
  return text;
}

function columnIndex(reference: string | null, fallback: number): number {
  const letters = reference ? /^([A-Z]{1,3})\d*$/i.exec(reference)?.[1] : undefined;
  if (!letters) return fallback;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function firstSheetPath(zip: BoundedZip): string {
  const workbook = zip.text('xl/workbook.xml');
  const relations = zip.text('xl/_rels/workbook.xml.rels');
  if (workbook && relations) {
    const sheet = elements(workbook, 'sheet').next();
    const relationId = sheet.done ? null : attribute(sheet.value.attributes, 'r:id');
    for (const relation of elements(relations, 'Relationship')) {
      if (relationId && attribute(relation.attributes, 'Id') === relationId) {
        const target = attribute(relation.attributes, 'Target') ?? '';
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
        if (zip.has(path)) return path;
      }
    }
  }
  if (zip.has('xl/worksheets/sheet1.xml')) return 'xl/worksheets/sheet1.xml';
  throw unreadable();
}

/**
 * Reads the first worksheet of an .xlsx with node:zlib only: every part is inflated with a cap
 * (a zip bomb fails fast at the cap) and the XML is scanned forward, never parsed into a tree.
 */
@Injectable()
export class TenantRequestXlsxReader {
  xlsxLines(content: Buffer): SheetLine[] {
    const zip = new BoundedZip(content);
    const sheetPath = firstSheetPath(zip);
    const shared: string[] = [];
    const sharedXml = zip.text('xl/sharedStrings.xml');
    if (sharedXml) {
      for (const item of elements(sharedXml, 'si')) {
        if (shared.length >= MAX_SHARED_STRINGS) throw unreadable();
        shared.push(stringText(item.content ?? ''));
      }
    }
    const sheet = zip.text(sheetPath);
    if (sheet === null) throw unreadable();
    const lines: SheetLine[] = [];
    let previousRow = 0;
    for (const row of elements(sheet, 'row')) {
      const number = Number(attribute(row.attributes, 'r') ?? previousRow + 1);
      if (!Number.isInteger(number) || number < 1) throw unreadable();
      previousRow = number;
      const cells: string[] = [];
      let previousColumn = -1;
      for (const cell of elements(row.content ?? '', 'c')) {
        const column = columnIndex(attribute(cell.attributes, 'r'), previousColumn + 1);
        previousColumn = column;
        if (column > 25) continue;
        const type = attribute(cell.attributes, 't');
        const body = cell.content ?? '';
        const value = elements(body, 'v').next();
        const raw = value.done ? '' : decodeXml(value.value.content ?? '');
        let text: string;
        if (type === 's') text = shared[Number(raw)] ?? '';
        else if (type === 'inlineStr') text = stringText(body);
        else if (type === 'b') text = raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : raw;
        else text = raw;
        while (cells.length < column) cells.push('');
        cells[column] = text;
      }
      lines.push({ line: number, cells });
      // The domain refuses more rows than this; no need to read further.
      if (lines.length > MAX_REQUEST_UPLOAD_ROWS + 1) break;
    }
    return lines;
  }
}
