import { act } from 'react';

import {
  ContentApi,
  type AnnouncementView,
  type PopupTextView,
  type SettingView,
} from '../../api/content-api';
import { fakeHttp } from '../../test-support/fake-http';

export function anAnnouncement(overrides: Partial<AnnouncementView> = {}): AnnouncementView {
  return {
    id: 'ann-1',
    title: 'Planned maintenance',
    content: '<p>The service is down on <strong>Saturday</strong> from 02:00 to 04:00 SGT.</p>',
    startDate: '2026-11-21',
    endDate: '2026-11-30',
    version: 1,
    updated: '2026-11-21T08:15:00.000Z',
    preview: 'The service is down on Saturday from 02:00 to 04:00 SGT.',
    ...overrides,
  };
}

export function aSetting(overrides: Partial<SettingView> = {}): SettingView {
  return {
    key: 'idleTime',
    type: 'NUMERIC',
    value: '43200',
    description: 'Seconds of inactivity before a user is signed out.',
    updated: '2026-11-21T08:15:00.000Z',
    ...overrides,
  };
}

/** The settings of the seed, by key. */
export const SETTINGS: SettingView[] = [
  aSetting({
    key: 'contactAdmin',
    type: 'TEXT',
    value:
      '<p>Contact your administrator or write to <a href="mailto:support@ledgerscope.test">support@ledgerscope.test</a>.</p>',
    description: 'Text shown when a user is asked to contact their administrator.',
  }),
  aSetting({
    key: 'dataset',
    type: 'DATASET',
    value: 'data/statements.csv',
    description: 'The source of the statements dataset.',
  }),
  aSetting(),
];

export function aPopupText(overrides: Partial<PopupTextView> = {}): PopupTextView {
  return {
    id: 'pop_history',
    title: 'Risk score history',
    text: 'The risk score of each year with the average of all companies.',
    updated: null,
    ...overrides,
  };
}

export { badRequest, type FakeHttpCall as FakeCall } from '../../test-support/fake-http';

/** A fake of the API client for the content calls (see fakeHttp). */
export function fakeContentHttp(routes: Readonly<Record<string, unknown>> = {}) {
  const { http, calls, callsTo, routes: table } = fakeHttp(routes);
  return { api: new ContentApi(http), calls, callsTo, routes: table };
}

/** The rich-text editor (a ProseMirror text box) named `label`. */
export function richTextBox(label: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="textbox"][aria-labelledby]')].find(
    (box) =>
      document
        .getElementById(box.getAttribute('aria-labelledby') ?? '')
        ?.textContent.replace(/\s*\*$/, '') === label,
  );
  if (found === undefined) throw new Error(`no rich-text editor labelled ${label}`);
  return found;
}

interface EditorHandle {
  commands: { setContent: (html: string, options: { emitUpdate: boolean }) => boolean };
}

/**
 * Writes into a rich-text editor as typing would (happy-dom cannot type into a content-editable): TipTap
 * keeps its editor on the text box element.
 */
export function writeRichText(label: string, html: string): void {
  const editor = (richTextBox(label) as HTMLElement & { editor?: EditorHandle }).editor;
  if (editor === undefined) throw new Error(`the editor labelled ${label} is not ready`);
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
}
