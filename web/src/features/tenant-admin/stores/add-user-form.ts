import { makeAutoObservable, runInAction } from 'mobx';

import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import { PersonErrorCode, type Person } from '../../../api/persons-api';
import { userEmailError, userNameError } from './person-rules';
import type { NewPerson } from './tenant-persons-store';

export type AddUserField = 'displayName' | 'email';

/**
 * The Add User form (/createUser and the tenant manager's dialog): user name and email, checked before
 * sending ('User Name is required.', 'Email is required.', 'Please enter a valid email.'); the server's
 * refusals shown inline: EMAIL_ALREADY_EXISTS under the email, seat and other errors above the buttons.
 */
export class AddUserForm {
  displayName = '';
  email = '';
  displayNameError: string | undefined = undefined;
  emailError: string | undefined = undefined;
  /** A refusal that is not about one field (seats, permissions, network). */
  formError: string | undefined = undefined;
  submitting = false;

  readonly #add: (person: NewPerson) => Promise<Person>;

  constructor(add: (person: NewPerson) => Promise<Person>) {
    this.#add = add;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setDisplayName(value: string): void {
    this.displayName = value;
    this.displayNameError = undefined;
    this.formError = undefined;
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailError = undefined;
    this.formError = undefined;
  }

  /** Checks both fields; the first invalid one, or undefined when the form may be sent. */
  validate(): AddUserField | undefined {
    this.displayNameError = userNameError(this.displayName);
    this.emailError = userEmailError(this.email);
    if (this.displayNameError !== undefined) return 'displayName';
    return this.emailError === undefined ? undefined : 'email';
  }

  /** Sends the form when valid: the added person, or undefined (invalid or refused, errors set). */
  async submit(): Promise<Person | undefined> {
    if (this.submitting) return undefined;
    this.formError = undefined;
    if (this.validate() !== undefined) return undefined;
    this.submitting = true;
    try {
      const added = await this.#add({ displayName: this.displayName.trim(), email: this.email.trim() });
      runInAction(() => {
        this.submitting = false;
      });
      return added;
    } catch (failure) {
      runInAction(() => {
        this.submitting = false;
        if (errorCodeOf(failure) === PersonErrorCode.EmailAlreadyExists)
          this.emailError = errorTextOf(failure);
        else this.formError = errorTextOf(failure);
      });
      return undefined;
    }
  }

  reset(): void {
    this.displayName = '';
    this.email = '';
    this.displayNameError = undefined;
    this.emailError = undefined;
    this.formError = undefined;
    this.submitting = false;
  }
}
