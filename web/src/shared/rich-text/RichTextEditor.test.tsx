import { ThemeProvider } from '@mui/material/styles';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createAppTheme } from '../theme/theme';
import { normalizeLinkAddress } from './link-address';
import { isEmptyRichText, plainTextOf, previewOf } from './rich-text';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { RichTextView } from './RichTextView';

let root: Root | undefined;
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function render(node: React.ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<ThemeProvider theme={createAppTheme('dark')}>{node}</ThemeProvider>));
}

/** An editor whose value lives in state, as the forms hold it; `changes` records every onChange. */
async function mountEditor(props: Partial<RichTextEditorProps> & { initial?: string } = {}) {
  const changes: string[] = [];
  let setValue: (value: string) => void = () => undefined;
  function Host() {
    const [value, set] = useState(props.initial ?? '<p>Hello <strong>world</strong></p>');
    setValue = set;
    return (
      <RichTextEditor
        label="Content"
        {...props}
        value={value}
        onChange={(html) => {
          changes.push(html);
          set(html);
        }}
      />
    );
  }
  render(<Host />);
  await eventually(() => document.querySelector('[role="textbox"]') !== null, 'the editor');
  const box = document.querySelector<HTMLElement>('[role="textbox"]');
  if (box === null) throw new Error('no editor');
  return { box, changes, setValue: (value: string) => act(() => setValue(value)) };
}

const toolbarButton = (name: string) => {
  const found = document.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${name}"]`);
  if (found === null) throw new Error(`no toolbar button ${name}`);
  return found;
};

function key(target: Element, init: KeyboardEventInit): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });
}

function selectAll(box: HTMLElement): void {
  act(() => {
    box.focus();
  });
  key(box, { key: 'a', ctrlKey: true });
}

describe('rich text rules', () => {
  it('counts an empty editor, spaces, &nbsp; and a lone script as empty', () => {
    for (const html of [
      '',
      '<p></p>',
      '<p><br></p>',
      '<p>&nbsp; &nbsp;</p>',
      '<script>x()</script>',
      undefined,
    ])
      expect(isEmptyRichText(html)).toBe(true);
    expect(isEmptyRichText('<p>Hi</p>')).toBe(false);
  });

  it('reads blocks and line breaks as spaces, and previews 60 characters', () => {
    expect(plainTextOf('<h2>Title</h2><p>One<br>two</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title One two a b',
    );
    expect(previewOf(`<p>${'x'.repeat(61)}</p>`, 60)).toBe(`${'x'.repeat(60)}...`);
    expect(previewOf('<p>short</p>', 60)).toBe('short');
  });

  it('takes http, https and mailto links only; bare addresses get their scheme', () => {
    expect(normalizeLinkAddress('https://ledgerscope.test/help')).toBe('https://ledgerscope.test/help');
    expect(normalizeLinkAddress('ledgerscope.test/help')).toBe('https://ledgerscope.test/help');
    expect(normalizeLinkAddress('support@ledgerscope.test')).toBe('mailto:support@ledgerscope.test');
    expect(normalizeLinkAddress('javascript:alert(1)')).toBeUndefined();
    expect(normalizeLinkAddress('not a link')).toBeUndefined();
  });
});

describe('RichTextView', () => {
  it('shows stored HTML through the sanitiser', () => {
    render(<RichTextView html={'<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>'} />);
    const view = document.querySelector('.rich-text');
    expect(view?.innerHTML).toBe('<p>Hi <strong>there</strong></p>');
  });
});

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box under a labelled toolbar', async () => {
    const { box } = await mountEditor({ required: true });
    const label = document.getElementById(box.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Content *');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    const toolbar = document.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute('aria-label')).toBe('Content formatting');
    expect(toolbar?.getAttribute('aria-controls')).toBe(box.id);
    expect(
      [...(toolbar?.querySelectorAll('button') ?? [])].map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Insert link', 'Remove link']);
    expect(box.innerHTML).toBe('<p>Hello <strong>world</strong></p>');
  });

  it('moves between the toolbar buttons with the arrow keys, Home and End (one tab stop)', async () => {
    await mountEditor();
    const tabStops = () =>
      [...document.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')]
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.getAttribute('aria-label'));
    expect(tabStops()).toEqual(['Bold']);
    act(() => {
      toolbarButton('Bold').focus();
    });
    key(toolbarButton('Bold'), { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Italic');
    expect(tabStops()).toEqual(['Italic']);
    // Remove link is disabled without a link: the keys pass over it.
    key(toolbarButton('Italic'), { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Insert link');
    key(toolbarButton('Insert link'), { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bold');
    key(toolbarButton('Bold'), { key: 'ArrowLeft' });
    expect(tabStops()).toEqual(['Insert link']);
    key(toolbarButton('Insert link'), { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bold');
  });

  it('makes the selection bold and a list from the toolbar, and reports the HTML', async () => {
    const { box, changes } = await mountEditor({ initial: '<p>Hello world</p>' });
    selectAll(box);
    act(() => {
      toolbarButton('Bold').click();
    });
    expect(changes.at(-1)).toBe('<p><strong>Hello world</strong></p>');
    expect(toolbarButton('Bold').getAttribute('aria-pressed')).toBe('true');
    act(() => {
      toolbarButton('Bulleted list').click();
    });
    expect(changes.at(-1)).toBe('<ul><li><p><strong>Hello world</strong></p></li></ul>');
  });

  it('links the selection through the link dialog (Ctrl+K), refusing a javascript: address', async () => {
    const { box, changes } = await mountEditor({ initial: '<p>Our help pages</p>' });
    selectAll(box);
    key(box, { key: 'k', ctrlKey: true });
    await eventually(
      () => document.querySelector('form[aria-label="Insert link"]') !== null,
      'the link dialog',
    );
    const form = document.querySelector<HTMLFormElement>('form[aria-label="Insert link"]');
    const input = form?.querySelector('input');
    if (form === null || input === null || input === undefined) throw new Error('no link form');
    const typeAddress = (value: string) => {
      act(() => {
        Reflect.set(HTMLInputElement.prototype, 'value', value, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    };
    const submitForm = () => {
      act(() => {
        form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    };
    typeAddress('javascript:alert(1)');
    submitForm();
    expect(form.textContent).toContain('Enter a web address (https://...) or an email address (mailto:...).');
    typeAddress('help.ledgerscope.test');
    submitForm();
    await eventually(
      () => document.querySelector('form[aria-label="Insert link"]') === null,
      'the dialog to close',
    );
    expect(changes.at(-1)).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://help.ledgerscope.test/">Our help pages</a></p>',
    );
    expect(toolbarButton('Edit link').getAttribute('aria-pressed')).toBe('true');
    act(() => {
      toolbarButton('Remove link').click();
    });
    expect(changes.at(-1)).toBe('<p>Our help pages</p>');
  });

  it('marks itself invalid with the error, and takes a value set from outside', async () => {
    const { box, setValue } = await mountEditor({ error: 'Content is required.' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described[0]?.textContent).toBe('Content is required.');
    setValue('<p>Reset</p>');
    expect(box.innerHTML).toBe('<p>Reset</p>');
  });
});
