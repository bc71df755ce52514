/** Saves text as a file through a Blob, an object URL and a temporary `<a download>`. */
export type SaveFile = (text: string, fileName: string, type: string) => void;

export const saveTextFile: SaveFile = (text, fileName, type) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: the click has handed the URL to the download by then.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  }
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'ledgerscope-screen-2026-11-21.csv', with the local date. */
export function defaultCsvFileName(now: Date = new Date()): string {
  return `ledgerscope-screen-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Characters no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]/g;

/** The name to save under: trimmed, without path or reserved characters, ending in .csv; '' when empty. */
export function normaliseCsvFileName(name: string): string {
  const cleaned = name.replace(UNSAFE_FILE_NAME_CHARACTERS, '').trim();
  if (cleaned === '' || cleaned === '.csv') return '';
  return /\.csv$/i.test(cleaned) ? cleaned : `${cleaned}.csv`;
}
