import { observable } from 'mobx';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DownloadCsvButton, DownloadDialog, type DownloadStore } from './DownloadDialog';
import {
  byRole,
  cleanup,
  click,
  field,
  flush,
  key,
  render,
  submit,
  type,
  waitFor,
} from '../../../test-support/render-support';
import { defaultCsvFileName, normaliseCsvFileName } from './save-file';
import { fakeScreenStore } from './screen-test-support';

afterEach(cleanup);

function fakeStore(succeeds = true) {
  const downloadCsv = vi.fn<(fileName: string) => Promise<boolean>>(() => Promise.resolve(succeeds));
  const store: DownloadStore = observable(
    { downloading: false, results: { total: 1234 }, downloadCsv },
    { downloadCsv: false },
  );
  return { store, downloadCsv };
}

function dialogForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>('form[aria-label="Download CSV"]');
  if (form === null) throw new Error('no download form');
  return form;
}

describe('DownloadDialog', () => {
  it("offers 'ledgerscope-screen-<date>.csv' and downloads under the name given", async () => {
    const { store, downloadCsv } = fakeStore();
    const onClose = vi.fn();
    render(
      <DownloadDialog
        open
        store={store}
        onClose={onClose}
        defaultFileName="ledgerscope-screen-2026-11-21.csv"
      />,
    );
    await flush();
    const dialog = byRole('dialog', 'Download CSV');
    expect(dialog.textContent).toContain('1,234 companies');
    const name = field('File name');
    expect(name.value).toBe('ledgerscope-screen-2026-11-21.csv');
    expect(name.required).toBe(true);
    expect(document.activeElement).toBe(name);

    // Cancel on the left, the primary Download on the right.
    const actions = [...dialog.querySelectorAll('button')].map((button) => button.textContent.trim());
    expect(actions.slice(-2)).toEqual(['Cancel', 'Download']);

    type(name, 'my screen');
    click(byRole('button', 'Download'));
    await flush();
    expect(downloadCsv).toHaveBeenCalledWith('my screen');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("requires a file name: 'File name is required.'", async () => {
    const { store, downloadCsv } = fakeStore();
    const onClose = vi.fn();
    render(<DownloadDialog open store={store} onClose={onClose} />);
    await flush();
    const name = field('File name');
    expect(name.value).toBe(defaultCsvFileName());
    type(name, '   ');
    submit(dialogForm());
    await flush();
    expect(byRole('dialog', 'Download CSV').textContent).toContain('File name is required.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(downloadCsv).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the download fails', async () => {
    const { store, downloadCsv } = fakeStore(false);
    const onClose = vi.fn();
    render(<DownloadDialog open store={store} onClose={onClose} />);
    await flush();
    click(byRole('button', 'Download'));
    await flush();
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape and with Cancel', async () => {
    const { store } = fakeStore();
    const onClose = vi.fn();
    render(<DownloadDialog open store={store} onClose={onClose} />);
    await flush();
    key(field('File name'), 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    click(byRole('button', 'Cancel'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('DownloadCsvButton', () => {
  it('opens the dialog and saves the CSV of the current filter', async () => {
    const saveFile = vi.fn();
    const { store, callsTo } = fakeScreenStore({}, { saveFile, debounceMs: 60_000 });
    render(<DownloadCsvButton store={store} />);
    expect(byRole('button', 'Download CSV').hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await store.init({ openFirst: false });
    });
    await flush();
    const button = byRole('button', 'Download CSV');
    expect(button.hasAttribute('disabled')).toBe(false);
    click(button);
    await flush();
    type(field('File name'), 'energy');
    click(byRole('button', 'Download'));
    await waitFor(() => saveFile.mock.calls.length === 1, 'the saved file');
    expect(callsTo('/dashboard/download')[0]?.body).toMatchObject({ order: ['EXC'], exchange: [1, 3] });
    expect(saveFile.mock.calls[0]?.[1]).toBe('energy.csv');
    await waitFor(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
  });
});

describe('file names', () => {
  it('trims, drops reserved characters and ends in .csv', () => {
    expect(normaliseCsvFileName(' a/b:c ')).toBe('abc.csv');
    expect(normaliseCsvFileName('report.CSV')).toBe('report.CSV');
    expect(normaliseCsvFileName('  ')).toBe('');
    expect(normaliseCsvFileName('.csv')).toBe('');
    expect(defaultCsvFileName(new Date(2026, 10, 21))).toBe('ledgerscope-screen-2026-11-21.csv');
  });
});
