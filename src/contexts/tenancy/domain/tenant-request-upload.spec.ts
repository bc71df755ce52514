import { TenancyError } from './tenancy-error.js';
import { csvLines, readRequestedPersons, requestUploadKind } from './tenant-request-upload.js';

describe('requested users upload', () => {
  it('takes .xlsx and .csv of at most 102400 bytes', () => {
    expect(requestUploadKind('Users.XLSX', 100)).toBe('xlsx');
    expect(requestUploadKind('users.csv', 102_400)).toBe('csv');
    expect(() => requestUploadKind('users.xls', 10)).toThrow(new TenancyError('UNSUPPORTED_FILE_TYPE'));
    expect(() => requestUploadKind('users.csv', 102_401)).toThrow(new TenancyError('FILE_TOO_LARGE'));
  });

  it('reads csv lines with their numbers, quotes spanning lines included', () => {
    const lines = csvLines(
      '\uFEFFName,Email,Luca\r\n"North, Nora",nora@n.test,Yes\n"Two\nLines",x@y.test,no\n',
    );
    expect(lines).toEqual([
      { line: 1, cells: ['Name', 'Email', 'Luca'] },
      { line: 2, cells: ['North, Nora', 'nora@n.test', 'Yes'] },
      { line: 3, cells: ['Two\nLines', 'x@y.test', 'no'] },
    ]);
    expect(csvLines('a;b;c\n1;2;3')[1]).toEqual({ line: 2, cells: ['1', '2', '3'] });
  });

  it('keeps the valid lines and reports the others by line', () => {
    const result = readRequestedPersons(
      csvLines(
        [
          'User Name,Email,Luca Access',
          'Nora North,Nora@North.test,Yes',
          ',missing@name.test,No',
          'No Email,,No',
          'Bad Email,bad@,No',
          '',
          'No Luca,luca@north.test,maybe',
          'Again,nora@north.test,No',
          'Ned,ned@north.test,n',
        ].join('\n'),
      ),
    );
    expect(result.personList).toEqual([
      { displayName: 'Nora North', email: 'nora@north.test', lucaAccessible: true },
      { displayName: 'Ned', email: 'ned@north.test', lucaAccessible: false },
    ]);
    expect(result.errors).toEqual([
      { line: 3, message: 'User Name is required.' },
      { line: 4, message: 'Email is required.' },
      { line: 5, message: 'Please enter a valid email.' },
      { line: 7, message: 'Please select Access to Luca' },
      { line: 8, message: 'The email nora@north.test is listed more than once.' },
    ]);
    expect(result.total).toBe(7);
    expect(result.accepted).toBe(2);
  });

  it('says Empty Data when only a header is there', () => {
    expect(() => readRequestedPersons(csvLines('Name,Email,Luca\n\n'))).toThrow(
      new TenancyError('EMPTY_DATA'),
    );
    expect(() => readRequestedPersons(csvLines(''))).toThrow(new TenancyError('EMPTY_DATA'));
  });
});
