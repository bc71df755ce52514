import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type { ContentApi, TermsKind } from '../../../api/content-api';
import { errorTextOf } from '../../../api/error-text';
import type { TermsAndConditions } from '../../../api/types';
import { isEmptyRichText } from '../../../shared/rich-text/rich-text';
import { CONTENT_TEXTS } from '../../../shared/support/content-texts';
import type { FormOutcome } from '../../../shared/validation';
import { ListLoad } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';

type TermsCalls = Pick<ContentApi, 'terms' | 'editTerms'>;

export const TERMS_KIND_LABELS: Readonly<Record<TermsKind, string>> = {
  GENERAL: 'Terms and Conditions',
  SUBSCRIPTION: 'Subscription Terms',
};

/**
 * `/administrator/termandcondition`: the read view of the general terms (users agree to them at sign-in)
 * or of the subscription terms (the payment page's); Edit opens the rich-text editor on a draft, Save
 * publishes it. An empty editor is refused before anything is sent.
 */
export class TermsStore {
  kind: TermsKind = 'GENERAL';
  terms: Partial<Record<TermsKind, TermsAndConditions>> = {};
  editing = false;
  draft = '';
  draftError: string | undefined = undefined;
  busy = false;

  readonly #api: TermsCalls;
  readonly #load = new ListLoad();

  constructor(api: TermsCalls) {
    this.#api = api;
    makeAutoObservable(this, { terms: observableRef }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  /** The terms of the kind shown; undefined until loaded. */
  get current(): TermsAndConditions | undefined {
    return this.terms[this.kind];
  }

  /** No terms exist yet of this kind. */
  get isEmpty(): boolean {
    return this.current !== undefined && isEmptyRichText(this.current.content);
  }

  /** Shows the other kind (not while editing: Save or Cancel first). */
  setKind(kind: TermsKind): Promise<void> {
    if (this.editing || kind === this.kind) return Promise.resolve();
    this.kind = kind;
    return this.terms[kind] === undefined ? this.load() : Promise.resolve();
  }

  /** The terms of the kind shown (another kind replaces what is shown), inline with Retry on failure. */
  load(): Promise<void> {
    const kind = this.kind;
    return this.#load.run(
      () => this.#api.terms(kind, { notifyOnError: false }),
      (terms) => {
        this.terms = { ...this.terms, [kind]: terms };
      },
      { replace: true },
    );
  }

  startEdit(): void {
    if (this.status !== 'ready') return;
    this.editing = true;
    this.draft = this.current?.content ?? '';
    this.draftError = undefined;
  }

  cancelEdit(): void {
    if (this.busy) return;
    this.editing = false;
    this.draftError = undefined;
  }

  setDraft(html: string): void {
    this.draft = html;
    this.draftError = undefined;
  }

  /** The draft may be published when it is not empty; the editor is marked invalid otherwise. */
  validate(): boolean {
    this.draftError = isEmptyRichText(this.draft) ? CONTENT_TEXTS.TERMS_CONTENT_REQUIRED : undefined;
    return this.draftError === undefined;
  }

  /** Publishes the draft; the answer (sanitised, with its new date) becomes the read view. */
  async save(): Promise<FormOutcome> {
    if (this.busy || !this.editing) return 'failed';
    if (!this.validate()) return 'invalid';
    this.busy = true;
    const kind = this.kind;
    try {
      const saved = await this.#api.editTerms(kind, this.draft);
      runInAction(() => {
        this.terms = { ...this.terms, [kind]: saved };
        this.editing = false;
      });
      return 'saved';
    } catch (failure) {
      runInAction(() => {
        this.draftError = errorTextOf(failure);
      });
      return 'failed';
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
