import { describe, expect, it, vi } from 'vitest';

import type { Person } from '../../../api/persons-api';
import { EditUserForm } from './edit-user-form';
import { aPerson, conflict, theAdmin } from './persons-test-support';
import type { PersonChanges } from './tenant-persons-store';

function setup(person: Person = aPerson(), isSelf = false, mode: 'details' | 'status' = 'details') {
  const save = vi.fn<(changes: PersonChanges) => Promise<Person>>(() => Promise.resolve(person));
  return { save, form: new EditUserForm(person, { isSelf, mode }, save) };
}

describe('EditUserForm', () => {
  it('starts from the person and sends only what changed', async () => {
    const { form, save } = setup();
    expect([form.displayName, form.status]).toEqual(['Ana Analyst', 'Active']);
    expect(await form.submit()).toBe(true);
    expect(save).not.toHaveBeenCalled();
    form.setDisplayName(' Ana Lee ');
    form.setStatus('Inactive');
    expect(await form.submit()).toBe(true);
    expect(save).toHaveBeenCalledWith({ displayName: 'Ana Lee', disabled: true });
  });

  it('requires the user name', async () => {
    const { form, save } = setup();
    form.setDisplayName(' ');
    expect(await form.submit()).toBe(false);
    expect(form.displayNameError).toBe('User Name is required.');
    expect(save).not.toHaveBeenCalled();
  });

  it("locks the caller's own status", async () => {
    const { form, save } = setup(theAdmin(), true);
    expect(form.statusLocked).toBe(true);
    expect(form.statusHelp).toBe('You cannot disable your own account.');
    form.setStatus('Inactive');
    expect(form.status).toBe('Active');
    form.setDisplayName('Olivia O.');
    await form.submit();
    expect(save).toHaveBeenCalledWith({ displayName: 'Olivia O.' });
  });

  it('edits the status only in status mode', async () => {
    const { form, save } = setup(aPerson({ disabled: true, status: 'Inactive' }), false, 'status');
    form.setDisplayName('');
    form.setStatus('Active');
    expect(await form.submit()).toBe(true);
    expect(save).toHaveBeenCalledWith({ disabled: false });
  });

  it('shows a refusal of the server', async () => {
    const { form, save } = setup();
    save.mockRejectedValueOnce(conflict('CANNOT_DISABLE_SELF', 'You cannot disable your own account.'));
    form.setStatus('Inactive');
    expect(await form.submit()).toBe(false);
    expect(form.formError).toBe('You cannot disable your own account.');
    expect(form.submitting).toBe(false);
  });
});
