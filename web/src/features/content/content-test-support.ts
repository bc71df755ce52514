import { act } from 'react';

import { ApiError, type RequestOptions } from '../../api/api-client';
import {
  ContentApi,
  type AnnouncementView,
  type ContentHttp,
  type PopupTextView,
  type SettingView,
} from '../../api/content-api';

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

export const badRequest = (errorCode: string, message: string): ApiError =>
  new ApiError(400, errorCode, message, { statusCode: 400, errorCode, message });

export interface FakeCall {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  options: RequestOptions | undefined;
}

/**
 * A fake of the API client for the content calls: answers by `METHOD path` (a value, an Error to reject
 * with, a promise, or a function of the body), records every call. A route missing from the table
 * rejects with a 404.
 */
export function fakeContentHttp(routes: Readonly<Record<string, unknown>> = {}) {
  const table: Record<string, unknown> = { ...routes };
  const calls: FakeCall[] = [];
  const answer = <T>(
    method: FakeCall['method'],
    path: string,
    body: unknown,
    options: RequestOptions | undefined,
  ): Promise<T> => {
    calls.push({ method, path, body, options });
    const key = `${method} ${path}`;
    if (!(key in table)) return Promise.reject(new ApiError(404, 'NOT_FOUND', key));
    const route = table[key];
    const value: unknown = typeof route === 'function' ? (route as (body: unknown) => unknown)(body) : route;
    if (value instanceof Error) return Promise.reject(value);
    if (value instanceof Promise) return value as Promise<T>;
    return Promise.resolve(structuredClone(value) as T);
  };
  const http: ContentHttp = {
    get: (path, options) => answer('GET', path, undefined, options),
    post: (path, body, options) => answer('POST', path, body, options),
  };
  return {
    api: new ContentApi(http),
    calls,
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    routes: table,
  };
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
