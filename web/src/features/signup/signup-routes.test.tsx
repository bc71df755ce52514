import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { callsTo, fetchRouting, jsonResponse } from '../../test-support/http';
import {
  button,
  click,
  enableActEnvironment,
  field,
  mountApp,
  submit,
  type,
  unmountApp,
  waitFor,
} from '../../test-support/mount-app';

beforeAll(enableActEnvironment);
afterEach(unmountApp);

const SIGN_UP_ROUTE = 'POST /api/tenant/addWithAdmin';
/** The plans the page checks the bundle against (only the pids matter to it). */
const PLANS = {
  'GET /api/payment/plans': jsonResponse(200, {
    bundles: [{ pid: 'pro-monthly' }, { pid: 'pro-annual' }],
    trial: { pid: 'pro-trial-bundle' },
  }),
};
const text = () => document.body.textContent;

async function formReady(): Promise<void> {
  await waitFor(() => document.querySelector('form[aria-label="Sign up"]') !== null, 'the form');
}

function fill(organizationName = 'Acme & Co.') {
  type(field('Organization name'), organizationName);
  type(field('POC name'), 'Olivia Owner');
  type(field('Organization URL'), 'https://acme.test');
  type(field('POC email'), 'owner@acme.test');
}

describe('/addCompany', { timeout: 20_000 }, () => {
  it('asks for a plan first without a bundle', async () => {
    mountApp('/addCompany', fetchRouting({}));
    await waitFor(() => text().includes('Choose a plan first'), 'the page');
    expect(button('See the plans').getAttribute('href')).toBe('/subscriptionPlans');
  });

  it('checks the fields with the spec texts before sending', async () => {
    const fetchMock = fetchRouting(PLANS);
    mountApp('/addCompany?bundle=pro-monthly', fetchMock);
    await formReady();
    submit('Sign up');
    for (const message of [
      'Organization name is required.',
      'POC Name is required.',
      'Organization URL is required.',
      'POC Email is required.',
    ]) {
      expect(text()).toContain(message);
    }
    fill('Acme_Capital');
    type(field('POC email'), 'owner@acme');
    submit('Sign up');
    expect(text()).toContain('Organization name should not be filled with special characters.');
    expect(text()).toContain('Please enter a valid email.');
    expect(document.activeElement).toBe(field('Organization name'));
    expect(callsTo(fetchMock, SIGN_UP_ROUTE)).toHaveLength(0);
  });

  it('refuses a name with markup in a dialog and sends nothing', async () => {
    const fetchMock = fetchRouting(PLANS);
    mountApp('/addCompany?bundle=pro-monthly', fetchMock);
    await formReady();
    fill('<script>alert(1)</script>Acme');
    submit('Sign up');
    await waitFor(() => document.querySelector('[role="alertdialog"]') !== null, 'the dialog');
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'Organization name should not contains any malicious content',
    );
    expect(callsTo(fetchMock, SIGN_UP_ROUTE)).toHaveLength(0);
  });

  it('says a plan we do not offer is unknown, in place of the form, and offers the plans', async () => {
    const fetchMock = fetchRouting(PLANS);
    mountApp('/addCompany?bundle=bogus', fetchMock);
    await waitFor(() => text().includes('Unknown plan'), 'the refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'The plan "bogus" is unknown. Please choose one of our plans.',
    );
    expect(document.querySelector('form[aria-label="Sign up"]')).toBeNull();
    expect(button('See the plans').getAttribute('href')).toBe('/subscriptionPlans');
    expect(callsTo(fetchMock, SIGN_UP_ROUTE)).toHaveLength(0);
  });

  it('takes the trial bundle, and says so when the server refuses the plan after all', async () => {
    const fetchMock = fetchRouting({
      ...PLANS,
      [SIGN_UP_ROUTE]: jsonResponse(400, {
        statusCode: 400,
        errorCode: 'UNKNOWN_PRODUCT',
        message: 'The plan you chose is not one we offer. Please choose a plan on the plans page.',
      }),
    });
    mountApp('/addCompany?bundle=pro-trial-bundle', fetchMock);
    await formReady();
    fill();
    submit('Sign up');
    await waitFor(() => text().includes('Unknown plan'), 'the refusal');
    expect(text()).toContain('The plan "pro-trial-bundle" is unknown.');
  });

  it('signs the organisation up for the bundle and continues to the login', async () => {
    const fetchMock = fetchRouting({
      ...PLANS,
      [SIGN_UP_ROUTE]: jsonResponse(201, {
        message: 'An email has been sent to owner@acme.test. Follow the link to set your password.',
      }),
    });
    const { router } = mountApp('/addCompany?bundle=pro-monthly', fetchMock);
    await formReady();
    fill();
    submit('Sign up');
    await waitFor(() => text().includes('Check your email'), 'the success dialog');
    expect(text()).toContain(
      'An email has been sent to owner@acme.test. Follow the link to set your password.',
    );
    expect(callsTo(fetchMock, SIGN_UP_ROUTE)[0]?.body).toEqual({
      organizationName: 'Acme & Co.',
      contactName: 'Olivia Owner',
      organizationUrl: 'https://acme.test',
      contactEmail: 'owner@acme.test',
      productId: 'pro-monthly',
      blogNewsArticlesSubscription: false,
      hsMarketableStatus: false,
    });
    expect(callsTo(fetchMock, SIGN_UP_ROUTE)[0]?.headers.get('authorization')).toBeNull();
    click(button('Continue to Login'));
    await waitFor(() => router.state.location.pathname === '/' && text().includes('Sign in'), 'the login');
  });

  it('shows a taken email under its field', async () => {
    const fetchMock = fetchRouting({
      ...PLANS,
      [SIGN_UP_ROUTE]: jsonResponse(409, {
        statusCode: 409,
        errorCode: 'EMAIL_ALREADY_EXISTS',
        message: 'The user with the provided email already exists',
      }),
    });
    mountApp('/addCompany?bundle=pro-monthly', fetchMock);
    await formReady();
    fill();
    submit('Sign up');
    await waitFor(() => text().includes('The user with the provided email already exists'), 'the refusal');
    expect(field('POC email').getAttribute('aria-invalid')).toBe('true');
  });
});
