import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { zipArchive as zip } from '../../../../../test/support/xlsx.js';
import { TenancyError } from '../../domain/tenancy-error.js';
import { TenantRequestXlsxReader } from './tenant-request-xlsx-reader.js';

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/users.xml"/></Relationships>`;
const SHARED = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6">
<si><t>User Name</t></si><si><t>Email</t></si><si><t>Luca Access</t></si>
<si><r><rPr><b/></rPr><t>Nora </t></r><r><t xml:space="preserve">North &amp; Co</t></r><rPh sb="0" eb="1"><t>NN</t></rPh></si>
<si><t>nora@north.test</t></si><si><t>Yes</t></si></sst>`;
const SHEET = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>
<row r="2" spans="1:3"><c r="A2" t="s"><v>3</v></c><c r="B2" t="s"><v>4</v></c><c r="C2" t="s"><v>5</v></c></row>
<row r="4"><c r="A4" t="inlineStr"><is><t>Ned</t></is></c><c r="C4" t="b"><v>0</v></c></row>
<row r="5"/>
</sheetData></worksheet>`;

describe('TenantRequestXlsxReader', () => {
  const reader = new TenantRequestXlsxReader();

  it('reads the first worksheet: shared, rich, inline and boolean cells, with row numbers', () => {
    const lines = reader.xlsxLines(
      zip({
        '[Content_Types].xml': '<Types/>',
        'xl/workbook.xml': WORKBOOK,
        'xl/_rels/workbook.xml.rels': RELATIONS,
        'xl/sharedStrings.xml': SHARED,
        'xl/worksheets/users.xml': SHEET,
      }),
    );
    expect(lines).toEqual([
      { line: 1, cells: ['User Name', 'Email', 'Luca Access'] },
      { line: 2, cells: ['Nora North & Co', 'nora@north.test', 'Yes'] },
      { line: 4, cells: ['Ned', '', 'FALSE'] },
      { line: 5, cells: [] },
    ]);
  });

  it('refuses what is not a workbook', () => {
    expect(() => reader.xlsxLines(Buffer.from('Name,Email\nA,b@c.test'))).toThrow(
      new TenancyError('INVALID_SPREADSHEET'),
    );
    expect(() => reader.xlsxLines(zip({ 'hello.txt': 'hi' }))).toThrow(
      new TenancyError('INVALID_SPREADSHEET'),
    );
  });

  it('stops a zip bomb at the cap, quickly, whatever size the archive declares', () => {
    // 200 MB of zeros deflate to about 200 KB; declared as small, it is still cut off at the cap.
    const zeros = Buffer.alloc(200 * 1024 * 1024);
    for (const declaredSize of [undefined, 1_000]) {
      const bomb = zip(
        {
          'xl/workbook.xml': WORKBOOK,
          'xl/_rels/workbook.xml.rels': RELATIONS,
          'xl/worksheets/users.xml': zeros,
        },
        { declaredSize },
      );
      // Speed as a ratio against a baseline in the same run (the machine is shared): inflating the whole
      // bomb; stopping at the 4 MB cap is far quicker than inflating its 200 MB.
      const baselineStarted = performance.now();
      expect(inflateRawSync(deflateRawSync(zeros)).length).toBe(zeros.length);
      const whole = performance.now() - baselineStarted;
      const started = performance.now();
      expect(() => reader.xlsxLines(bomb)).toThrow(new TenancyError('INVALID_SPREADSHEET'));
      expect(performance.now() - started).toBeLessThan(whole);
    }
  });
});
