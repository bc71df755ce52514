import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { UploadResult } from '../../../api/watchlists-api';
import { byRole, cleanup, click, flush, key, render } from '../../../test-support/render-support';
import { UploadDialog } from './UploadDialog';
import { aCompany, aCsvFile, anUploadResult, aWatchlist, badRequest } from './watchlists-test-support';

afterEach(cleanup);

const LIST = { id: 'w1', name: 'Tech watch' };

function mount(upload: (watchlistId: string, file: File) => Promise<UploadResult>) {
  const onClose = vi.fn();
  const uploadMock = vi.fn(upload);
  render(<UploadDialog open watchlist={LIST} upload={uploadMock} onClose={onClose} />);
  return { onClose, upload: uploadMock };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  return input;
}

function choose(file: File): void {
  const input = fileInput();
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function dialogText(name: string): string {
  return byRole('dialog', name).textContent;
}

describe('UploadDialog', () => {
  it('takes a labelled .csv file and shows the upload result; the primary action is on the right', async () => {
    const { upload, onClose } = mount(() => Promise.resolve(anUploadResult()));
    await flush();
    const dialog = byRole('dialog', 'Upload CSV');
    expect(dialog.textContent).toContain('Tech watch');
    expect(fileInput().accept).toBe('.csv,text/csv');
    expect(document.querySelector(`label[for="${fileInput().id}"]`)?.textContent).toBe('CSV file');
    const actions = [...dialog.querySelectorAll('.MuiDialogActions-root button')].map((b) => b.textContent);
    expect(actions).toEqual(['Cancel', 'Upload']);

    choose(aCsvFile('companies.csv'));
    expect(dialog.textContent).toContain('companies.csv');
    click(byRole('button', 'Upload'));
    await flush();
    expect(upload).toHaveBeenCalledWith('w1', expect.any(File));
    expect(dialogText('Upload result')).toContain('Upload complete.');
    expect(dialogText('Upload result')).toContain('1 company was added to Tech watch.');
    expect(dialogText('Upload result')).toContain('Brit Mining');
    click(byRole('button', 'Done'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the partial-upload dialog with what was added and what was not, and why', async () => {
    const restrictedMessage =
      "You don't currently have permission to access this Germany Exchange country. Its stocks were not added.";
    mount(() =>
      Promise.resolve(
        anUploadResult({
          message: 'Data match warning - Some data did not match with database.',
          messages: ['Data match warning - Some data did not match with database.', restrictedMessage],
          partial: true,
          added: [aCompany({ tickerID: 'BRIT-GB', isin: 'GB0000000002', name: 'Brit Mining' })],
          duplicates: ['US0000000001'],
          unmatched: ['US0000000000'],
          restricted: [{ isin: 'DE0000000003', exchange_country: 'Germany' }],
          watchlist: aWatchlist(),
        }),
      ),
    );
    await flush();
    choose(aCsvFile());
    click(byRole('button', 'Upload'));
    await flush();
    const text = dialogText('Partial upload');
    expect(text).toContain('Data match warning - Some data did not match with database.');
    expect(text).toContain(restrictedMessage);
    expect(text).toContain('Added (1)');
    expect(text).toContain('Brit Mining');
    expect(text).toContain('Not found in the database (1)');
    expect(text).toContain('US0000000000');
    expect(text).toContain('Exchange country not permitted (1)');
    expect(text).toContain('DE0000000003');
    expect(text).toContain('Germany');
    expect(text).toContain('Already in the watchlist (1)');
  });

  it("refuses a file that is not .csv ('Unsupported file type') or over 102400 bytes before sending", async () => {
    const { upload } = mount(() => Promise.resolve(anUploadResult()));
    await flush();
    choose(aCsvFile('list.xlsx'));
    expect(byRole('alert', 'Unsupported file type')).toBeDefined();
    click(byRole('button', 'Upload'));
    await flush();
    choose(aCsvFile('big.csv', '', 102_401));
    expect(byRole('alert', 'File size is too large')).toBeDefined();
    click(byRole('button', 'Upload'));
    await flush();
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for a file before sending', async () => {
    const { upload } = mount(() => Promise.resolve(anUploadResult()));
    await flush();
    click(byRole('button', 'Upload'));
    await flush();
    expect(byRole('alert', 'Please choose a .csv file to upload.')).toBeDefined();
    expect(upload).not.toHaveBeenCalled();
  });

  it.each([
    ['EMPTY_DATA', 'Empty Data'],
    ['EMPTY_STOCK_DATA', 'Error empty stock data uploaded'],
    ['UNSUPPORTED_FILE_TYPE', 'Unsupported file type'],
  ])("shows the server's refusal %s in the dialog: '%s'", async (code, text) => {
    mount(() => Promise.reject(badRequest(code, text)));
    await flush();
    choose(aCsvFile());
    click(byRole('button', 'Upload'));
    await flush();
    expect(byRole('alert', text)).toBeDefined();
    expect(byRole('dialog', 'Upload CSV')).toBeDefined();
  });

  it('closes with Escape', async () => {
    const { onClose } = mount(() => Promise.resolve(anUploadResult()));
    await flush();
    key(byRole('dialog', 'Upload CSV'), 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
