import { describe, expect, it, vi } from 'vitest';

import type { Person } from '../../../api/persons-api';
import { AddUserForm } from './add-user-form';
import { aPerson, conflict } from './persons-test-support';
import type { NewPerson } from './tenant-persons-store';

function setup(answer: () => Promise<Person> = () => Promise.resolve(aPerson())) {
  const add = vi.fn<(person: NewPerson) => Promise<Person>>(answer);
  return { add, form: new AddUserForm(add) };
}

describe('AddUserForm', () => {
  it('checks the fields before sending', async () => {
    const { add, form } = setup();
    expect(await form.submit()).toBeUndefined();
    expect(form.displayNameError).toBe('User Name is required.');
    expect(form.emailError).toBe('Email is required.');
    form.setDisplayName('Neo');
    form.setEmail('neo@');
    expect(form.displayNameError).toBeUndefined();
    expect(form.validate()).toBe('email');
    expect(form.emailError).toBe('Please enter a valid email.');
    expect(add).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields and answers the added person', async () => {
    const { add, form } = setup();
    form.setDisplayName(' Neo ');
    form.setEmail(' neo@acme.test ');
    await expect(form.submit()).resolves.toEqual(aPerson());
    expect(add).toHaveBeenCalledWith({ displayName: 'Neo', email: 'neo@acme.test' });
    expect(form.submitting).toBe(false);
  });

  it('shows EMAIL_ALREADY_EXISTS under the email and seat refusals above the buttons', async () => {
    const taken = setup(() =>
      Promise.reject(conflict('EMAIL_ALREADY_EXISTS', 'The user with the provided email already exists')),
    );
    taken.form.setDisplayName('Neo');
    taken.form.setEmail('neo@acme.test');
    expect(await taken.form.submit()).toBeUndefined();
    expect(taken.form.emailError).toBe('The user with the provided email already exists');
    expect(taken.form.formError).toBeUndefined();

    const seats = setup(() =>
      Promise.reject(
        conflict(
          'NO_SUBSCRIPTION',
          "You haven't subscribed to any bundle yet. Please update your subscription first.",
        ),
      ),
    );
    seats.form.setDisplayName('Neo');
    seats.form.setEmail('neo@acme.test');
    await seats.form.submit();
    expect(seats.form.formError).toBe(
      "You haven't subscribed to any bundle yet. Please update your subscription first.",
    );
    seats.form.setEmail('neo2@acme.test');
    expect(seats.form.formError).toBeUndefined();
  });

  it('resets', () => {
    const { form } = setup();
    form.setDisplayName('Neo');
    form.validate();
    form.reset();
    expect([form.displayName, form.email, form.displayNameError, form.emailError]).toEqual([
      '',
      '',
      undefined,
      undefined,
    ]);
  });
});
