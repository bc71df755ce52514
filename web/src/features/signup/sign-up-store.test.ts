import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../api/api-client';
import type { PlanCatalogue } from '../../api/billing-api';
import type { TenantSignUpRequest, TenantSignUpResult } from '../../api/persons-api';
import { SignUpStore } from './sign-up-store';

function setup(
  bundle: string | null = 'ledgerscope-pro-monthly',
  answer: () => Promise<TenantSignUpResult> = () =>
    Promise.resolve({ message: 'An email has been sent to owner@acme.test to set your password.' }),
) {
  const signUp = vi.fn<(request: TenantSignUpRequest) => Promise<TenantSignUpResult>>(answer);
  const store = new SignUpStore({ signUp }, bundle);
  return { signUp, store };
}

function fill(store: SignUpStore, overrides: Partial<Record<string, string>> = {}) {
  store.set('organizationName', overrides['organizationName'] ?? 'Acme & Co.');
  store.set('contactName', overrides['contactName'] ?? 'Olivia Owner');
  store.set('organizationUrl', overrides['organizationUrl'] ?? 'https://acme.test');
  store.set('contactEmail', overrides['contactEmail'] ?? 'owner@acme.test');
}

describe('SignUpStore', () => {
  it('requires every field with the spec texts', async () => {
    const { store, signUp } = setup();
    expect(await store.submit()).toBe('invalid');
    expect(store.errors).toEqual({
      organizationName: 'Organization name is required.',
      contactName: 'POC Name is required.',
      organizationUrl: 'Organization URL is required.',
      contactEmail: 'POC Email is required.',
    });
    store.set('contactEmail', 'owner@acme');
    expect(store.errors.contactEmail).toBeUndefined();
    expect(store.validate()).toBe('organizationName');
    expect(store.errors.contactEmail).toBe('Please enter a valid email.');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses special characters in the organisation name like the server', async () => {
    const { store, signUp } = setup();
    fill(store, { organizationName: 'Acme_Capital!' });
    expect(await store.submit()).toBe('invalid');
    expect(store.errors.organizationName).toBe(
      'Organization name should not be filled with special characters.',
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it('opens the malicious-content dialog and sends nothing for a name with markup', async () => {
    const { store, signUp } = setup();
    fill(store, { organizationName: '<img src=x onerror=alert(1)>Acme' });
    expect(await store.submit()).toBe('malicious');
    expect(store.maliciousDialogOpen).toBe(true);
    expect(signUp).not.toHaveBeenCalled();
    store.closeMaliciousDialog();
    expect(store.maliciousDialogOpen).toBe(false);
  });

  it('sends the sign-up with the bundle as productId and keeps the server message', async () => {
    const { store, signUp } = setup();
    fill(store, { contactEmail: ' owner@acme.test ' });
    store.setBlogNewsArticlesSubscription(true);
    expect(await store.submit()).toBe('sent');
    expect(signUp).toHaveBeenCalledWith(
      {
        organizationName: 'Acme & Co.',
        contactName: 'Olivia Owner',
        organizationUrl: 'https://acme.test',
        contactEmail: 'owner@acme.test',
        productId: 'ledgerscope-pro-monthly',
        blogNewsArticlesSubscription: true,
        hsMarketableStatus: false,
      },
      { notifyOnError: false },
    );
    expect(store.sent).toBe(true);
    expect(store.sentMessage).toBe('An email has been sent to owner@acme.test to set your password.');
    expect(await store.submit()).toBe('busy');
  });

  it('needs a bundle', async () => {
    const { store, signUp } = setup(null);
    expect(store.hasBundle).toBe(false);
    fill(store);
    expect(await store.submit()).toBe('invalid');
    expect(store.formError).toBe('Please choose a plan before signing up.');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows refusals of the server under their field, others above the button', async () => {
    const refusals: Array<[ApiError, string, string]> = [
      [
        new ApiError(409, 'ORGANIZATION_ALREADY_EXISTS', 'An organization with this name already exists.'),
        'organizationName',
        'An organization with this name already exists.',
      ],
      [
        new ApiError(409, 'EMAIL_ALREADY_EXISTS', 'The user with the provided email already exists'),
        'contactEmail',
        'The user with the provided email already exists',
      ],
      [
        new ApiError(400, 'VALIDATION_FAILED', 'Organization URL is required.'),
        'organizationUrl',
        'Organization URL is required.',
      ],
    ];
    for (const [error, field, text] of refusals) {
      const { store } = setup('b', () => Promise.reject(error));
      fill(store);
      expect(await store.submit()).toBe('failed');
      expect(store.errors).toEqual({ [field]: text });
      expect(store.formError).toBeUndefined();
    }
    const { store } = setup('b', () =>
      Promise.reject(new ApiError(0, undefined, 'An unknown error has occurred')),
    );
    fill(store);
    await store.submit();
    expect(store.formError).toBe('An unknown error has occurred');
    expect(store.submitting).toBe(false);
  });

  it('checks the bundle against the plans, letting it pass when they cannot be read', async () => {
    const catalogue = {
      bundles: [{ pid: 'pro-monthly' }],
      trial: { pid: 'pro-trial-bundle' },
    } as unknown as PlanCatalogue;
    const plans = vi.fn(() => Promise.resolve(catalogue));
    const signUp = vi.fn<(request: TenantSignUpRequest) => Promise<TenantSignUpResult>>();
    const known = new SignUpStore({ signUp }, 'pro-trial-bundle', { plans });
    expect(known.bundleCheck).toBe('checking');
    await known.checkBundle();
    expect(known.bundleCheck).toBe('offered');
    const unknown = new SignUpStore({ signUp }, `bogus-${'x'.repeat(80)}`, { plans });
    await unknown.checkBundle();
    expect(unknown.bundleCheck).toBe('unknown');
    expect(unknown.unknownBundleText).toBe(
      `The plan "bogus-${'x'.repeat(54)}…" is unknown. Please choose one of our plans.`,
    );
    const unreadable = new SignUpStore({ signUp }, 'pro-annual', {
      plans: () => Promise.reject(new Error('down')),
    });
    await unreadable.checkBundle();
    expect(unreadable.bundleCheck).toBe('offered');
  });
});
