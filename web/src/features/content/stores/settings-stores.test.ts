import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-client';
import { aPopupText, aSetting, badRequest, fakeContentHttp, SETTINGS } from '../content-test-support';
import { PopupTextForm, validatePopupText } from './popup-text-form';
import { editorFor, SettingForm, validateSetting } from './setting-form';
import { canTestConnection, connectionOutcomeOf, settingValueText, SettingsStore } from './settings-store';
import { TermsStore } from './terms-store';

describe('validateSetting', () => {
  const text = aSetting({ key: 'contactAdmin', type: 'TEXT' });

  it('marks an empty editor invalid: the value is required', () => {
    for (const value of ['', '<p></p>', '<p><br></p>', '<p> &nbsp; </p>'])
      expect(validateSetting(text, value, '')).toEqual({ value: 'Value is required.' });
    expect(validateSetting(text, '<p>Write to us.</p>', '')).toEqual({});
    expect(validateSetting(aSetting({ type: 'STRING', key: 'x' }), '   ', '')).toEqual({
      value: 'Value is required.',
    });
  });

  it('needs a number for NUMERIC, a whole one in the range of a known key', () => {
    const idle = aSetting();
    expect(validateSetting(idle, 'soon', '').value).toBe('Value must be a number.');
    expect(validateSetting(idle, '59', '').value).toBe('This value is not valid for this setting.');
    expect(validateSetting(idle, '60.5', '').value).toBe('This value is not valid for this setting.');
    expect(validateSetting(idle, ' 60 ', '')).toEqual({});
    expect(validateSetting(aSetting({ key: 'unknownNumber' }), '1.5', '')).toEqual({});
  });

  it('limits the lengths: 20000 of rich text, 2000 of other text, 1000 of description', () => {
    expect(validateSetting(text, `<p>${'x'.repeat(20_000)}</p>`, '').value).toBe('The value is too long.');
    expect(validateSetting(aSetting({ type: 'STRING', key: 'x' }), 'x'.repeat(2001), '').value).toBe(
      'The value is too long.',
    );
    expect(validateSetting(aSetting(), '60', 'd'.repeat(1001)).description).toBe(
      'Description can have at most 1000 characters.',
    );
  });
});

describe('SettingForm', () => {
  it('edits by type: numeric, rich text, or one line', () => {
    expect(editorFor('NUMERIC')).toBe('numeric');
    expect(editorFor('TEXT')).toBe('rich-text');
    expect(editorFor('STRING')).toBe('text');
    expect(editorFor('DATASET')).toBe('text');
  });

  it('does not save an empty editor; saves the value trimmed, rich text as written', async () => {
    const saved: unknown[] = [];
    const save = (input: unknown) => Promise.resolve(saved.push(input));
    const rich = new SettingForm(SETTINGS[0] ?? aSetting());
    rich.setValue('<p></p>');
    expect(await rich.submit(save)).toBe('invalid');
    expect(rich.errors.value).toBe('Value is required.');
    expect(saved).toEqual([]);
    rich.setValue('<p> Hello </p>');
    expect(await rich.submit(save)).toBe('saved');

    const idle = new SettingForm(aSetting());
    idle.setValue(' 60 ');
    expect(await idle.submit(save)).toBe('saved');
    expect(saved).toEqual([
      { key: 'contactAdmin', value: '<p> Hello </p>', description: SETTINGS[0]?.description },
      { key: 'idleTime', value: '60', description: 'Seconds of inactivity before a user is signed out.' },
    ]);
  });

  it("shows the server's refusal of the value under the editor, others above the form", async () => {
    const form = new SettingForm(aSetting({ key: 'supportAddress', type: 'STRING', value: 'a@b.test' }));
    await form.submit(() =>
      Promise.reject(badRequest('SETTING_VALUE_INVALID', 'This value is not valid for this setting.')),
    );
    expect(form.errors.value).toBe('This value is not valid for this setting.');
    await form.submit(() => Promise.reject(new ApiError(404, 'SETTING_NOT_FOUND', 'Setting not found.')));
    expect(form.formError).toBe('Setting not found.');
  });
});

describe('SettingsStore', () => {
  it('lists the settings; the Value column shows rich text as text', async () => {
    const { api } = fakeContentHttp({ 'POST /setting/list': SETTINGS });
    const store = new SettingsStore(api);
    await store.loadSettings();
    expect(store.settings.rows.map((setting) => setting.key)).toEqual([
      'contactAdmin',
      'dataset',
      'idleTime',
    ]);
    expect(settingValueText(SETTINGS[0] ?? aSetting())).toBe(
      'Contact your administrator or write to support@ledgerscope.test.',
    );
    expect(settingValueText(aSetting())).toBe('43200');
  });

  it('offers Test connection on the dataset key and shows the result sentence', async () => {
    expect(canTestConnection(aSetting({ key: 'dataset', type: 'DATASET' }))).toBe(true);
    expect(canTestConnection(aSetting())).toBe(false);
    const { api, callsTo, routes } = fakeContentHttp({
      'POST /setting/testConnection': { data: true, message: 'Connected Successfully' },
    });
    const store = new SettingsStore(api);
    expect(await store.testConnection('data/statements.csv')).toEqual({
      connected: true,
      message: 'Connected Successfully',
    });
    expect(callsTo('POST /setting/testConnection')[0]?.body).toEqual({ value: 'data/statements.csv' });
    expect(store.connection?.connected).toBe(true);
    store.closeConnectionResult();
    routes['POST /setting/testConnection'] = {
      data: false,
      message: 'Failed to connect to dataset. Dataset is not found / Invalid format.',
      reason: 'NOT_FOUND',
    };
    await store.testConnection();
    expect(callsTo('POST /setting/testConnection')[1]?.body).toEqual({});
    expect(store.connection).toEqual({
      connected: false,
      message: 'Failed to connect to dataset. Dataset is not found / Invalid format.',
    });
  });

  it("falls back to the spec's sentences when the answer has no message", () => {
    expect(connectionOutcomeOf({ data: false, message: '' }).message).toBe(
      'Failed to connect to dataset. Dataset is not found / Invalid format.',
    );
    expect(connectionOutcomeOf({ data: true, message: '' }).message).toBe('Connected Successfully');
  });

  it('saves a setting and reloads; loads the popup texts on their tab', async () => {
    const { api, callsTo } = fakeContentHttp({
      'POST /setting/list': SETTINGS,
      'POST /setting/edit': aSetting({ value: '60' }),
      'POST /setting/popup/list': [aPopupText()],
      'POST /setting/popup/edit': aPopupText({ text: 'New text' }),
    });
    const store = new SettingsStore(api);
    await store.saveSetting({ key: 'idleTime', value: '60' });
    expect(callsTo('POST /setting/list')).toHaveLength(1);
    await store.setTab('popups');
    expect(store.popups.rows.map((popup) => popup.id)).toEqual(['pop_history']);
    await store.savePopup({ id: 'pop_history', title: 'Risk score history', text: 'New text' });
    expect(callsTo('POST /setting/popup/edit')[0]?.body).toEqual({
      id: 'pop_history',
      title: 'Risk score history',
      text: 'New text',
    });
    expect(callsTo('POST /setting/popup/list')).toHaveLength(2);
  });
});

describe('PopupTextForm', () => {
  it('requires a title (at most 255) and a text (at most 2000)', async () => {
    expect(validatePopupText(' ', '')).toEqual({
      title: 'Popup title is required.',
      text: 'Popup text is required.',
    });
    expect(validatePopupText('t'.repeat(256), 'x'.repeat(2001))).toEqual({
      title: 'Popup title can have at most 255 characters.',
      text: 'Popup text can have at most 2000 characters.',
    });
    const form = new PopupTextForm(aPopupText());
    form.set('text', '  Plain <b>text</b>  ');
    const saved: unknown[] = [];
    expect(await form.submit((input) => Promise.resolve(saved.push(input)))).toBe('saved');
    expect(saved).toEqual([{ id: 'pop_history', title: 'Risk score history', text: 'Plain <b>text</b>' }]);
  });
});

describe('TermsStore', () => {
  const general = { content: '<h2>Terms</h2><p>Be nice.</p>', updated: '2026-11-21T08:15:00.000Z' };

  it('shows the general terms, then the subscription terms on their tab', async () => {
    const { api, callsTo } = fakeContentHttp({
      'POST /tnc': general,
      'POST /subscription-tnc': { content: '<p>Pay.</p>', updated: null },
    });
    const store = new TermsStore(api);
    await store.load();
    expect(store.current).toEqual(general);
    await store.setKind('SUBSCRIPTION');
    expect(callsTo('POST /subscription-tnc')).toHaveLength(1);
    expect(store.current?.content).toBe('<p>Pay.</p>');
    await store.setKind('GENERAL');
    expect(callsTo('POST /tnc')).toHaveLength(1);
  });

  it('marks an empty editor invalid and publishes nothing; a save replaces the read view', async () => {
    const { api, callsTo } = fakeContentHttp({
      'POST /tnc': general,
      'POST /tnc/edit': (body: { content: string }) => ({
        content: body.content,
        updated: '2026-11-22T00:00:00Z',
      }),
    });
    const store = new TermsStore(api);
    await store.load();
    store.startEdit();
    expect(store.draft).toBe(general.content);
    store.setDraft('<p></p>');
    expect(await store.save()).toBe('invalid');
    expect(store.draftError).toBe('Terms and conditions content is required.');
    expect(callsTo('POST /tnc/edit')).toHaveLength(0);
    store.setDraft('<p>New <strong>terms</strong></p>');
    expect(await store.save()).toBe('saved');
    expect(callsTo('POST /tnc/edit')[0]?.body).toEqual({
      content: '<p>New <strong>terms</strong></p>',
      kind: 'GENERAL',
    });
    expect(store.editing).toBe(false);
    expect(store.current?.updated).toBe('2026-11-22T00:00:00Z');
  });

  it('does not switch the kind while editing', async () => {
    const { api } = fakeContentHttp({ 'POST /tnc': general });
    const store = new TermsStore(api);
    await store.load();
    store.startEdit();
    await store.setKind('SUBSCRIPTION');
    expect(store.kind).toBe('GENERAL');
  });
});
