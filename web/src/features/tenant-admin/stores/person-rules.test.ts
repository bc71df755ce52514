import { describe, expect, it } from 'vitest';

import { addUserRefusal, seatsLeftText, statusOf, userEmailError, userNameError } from './person-rules';

const NO_BUNDLE = "You haven't subscribed to any bundle yet. Please update your subscription first.";
const NOT_ENOUGH = "You don't have enough seats. Please update your subscription to add more users.";
const CONTACT = "You don't have enough seats. Please contact our team to add more seats";

describe('seat rules', () => {
  it("says 'N seat(s) left!', never below zero", () => {
    expect(seatsLeftText(2)).toBe('2 seat(s) left!');
    expect(seatsLeftText(1)).toBe('1 seat(s) left!');
    expect(seatsLeftText(-3)).toBe('0 seat(s) left!');
  });

  it('refuses Add User on /manageUsers with 0 seats, then when the users reach the seats', () => {
    expect(addUserRefusal({ limit: 0, userCount: 0 }, 'subscription')).toBe(NO_BUNDLE);
    expect(addUserRefusal({ limit: 0, userCount: 2 }, 'subscription')).toBe(NO_BUNDLE);
    expect(addUserRefusal({ limit: 3, userCount: 3 }, 'subscription')).toBe(NOT_ENOUGH);
    expect(addUserRefusal({ limit: 3, userCount: 4 }, 'subscription')).toBe(NOT_ENOUGH);
    expect(addUserRefusal({ limit: 3, userCount: 2 }, 'subscription')).toBeUndefined();
  });

  it("tells a tenant's manager to contact the team when no seat is free", () => {
    expect(addUserRefusal({ limit: 0, userCount: 0 }, 'contact')).toBe(CONTACT);
    expect(addUserRefusal({ limit: 2, userCount: 2 }, 'contact')).toBe(CONTACT);
    expect(addUserRefusal({ limit: 2, userCount: 1 }, 'contact')).toBeUndefined();
  });
});

describe('user form checks', () => {
  it('requires a user name', () => {
    expect(userNameError('  ')).toBe('User Name is required.');
    expect(userNameError('Ana')).toBeUndefined();
  });

  it('requires a valid email', () => {
    expect(userEmailError('')).toBe('Email is required.');
    expect(userEmailError('ana@')).toBe('Please enter a valid email.');
    expect(userEmailError(' ana@acme.test ')).toBeUndefined();
  });

  it('maps the disabled flag onto Active/Inactive', () => {
    expect(statusOf(false)).toBe('Active');
    expect(statusOf(true)).toBe('Inactive');
  });
});
