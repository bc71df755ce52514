import { makeAutoObservable, runInAction } from 'mobx';

import { errorTextOf } from '../../../api/error-text';
import type { Person, PersonStatus } from '../../../api/persons-api';
import { message } from '../../../shared/messages';
import { statusOf, userNameError } from './person-rules';
import type { PersonChanges } from './tenant-persons-store';

/** What the dialog edits: the user name and status (/manageUsers, manager's edit) or the status only. */
export type EditUserMode = 'details' | 'status';

/**
 * The edit dialog of a person: user name (email shown, never editable) and status Active/Inactive. The
 * caller's own status cannot be changed ('You cannot disable your own account.'). Only what changed is sent.
 */
export class EditUserForm {
  displayName: string;
  status: PersonStatus;
  displayNameError: string | undefined = undefined;
  formError: string | undefined = undefined;
  submitting = false;

  readonly person: Person;
  readonly isSelf: boolean;
  readonly mode: EditUserMode;
  readonly #save: (changes: PersonChanges) => Promise<Person>;

  constructor(
    person: Person,
    options: { isSelf: boolean; mode?: EditUserMode },
    save: (changes: PersonChanges) => Promise<Person>,
  ) {
    this.person = person;
    this.isSelf = options.isSelf;
    this.mode = options.mode ?? 'details';
    this.displayName = person.displayName;
    this.status = statusOf(person.disabled);
    this.#save = save;
    makeAutoObservable(this, { person: false, isSelf: false, mode: false }, { autoBind: true });
  }

  /** The caller may not disable themself: their status stays as it is. */
  get statusLocked(): boolean {
    return this.isSelf;
  }

  get statusHelp(): string | undefined {
    return this.statusLocked ? message('CANNOT_DISABLE_SELF') : undefined;
  }

  /** What differs from the person as loaded. */
  get changes(): PersonChanges {
    const changes: PersonChanges = {};
    const name = this.displayName.trim();
    if (this.mode === 'details' && name !== this.person.displayName) changes.displayName = name;
    const disabled = this.status === 'Inactive';
    if (!this.statusLocked && disabled !== this.person.disabled) changes.disabled = disabled;
    return changes;
  }

  setDisplayName(value: string): void {
    this.displayName = value;
    this.displayNameError = undefined;
    this.formError = undefined;
  }

  setStatus(status: PersonStatus): void {
    if (this.statusLocked) return;
    this.status = status;
    this.formError = undefined;
  }

  /** Saves the changes: true when saved (or nothing changed), false when invalid or refused (errors set). */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.formError = undefined;
    if (this.mode === 'details') {
      this.displayNameError = userNameError(this.displayName);
      if (this.displayNameError !== undefined) return false;
    }
    const changes = this.changes;
    if (Object.keys(changes).length === 0) return true;
    this.submitting = true;
    try {
      await this.#save(changes);
      runInAction(() => {
        this.submitting = false;
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.submitting = false;
        this.formError = errorTextOf(failure);
      });
      return false;
    }
  }
}
