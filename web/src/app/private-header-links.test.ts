import { describe, expect, it } from 'vitest';

import type { Role } from '../api/types';
import { privateHeaderLinks } from './private-header-links';

const labels = (role: Role, lucaAccessible: boolean, pathname: string) =>
  privateHeaderLinks({ role, lucaAccessible }, pathname).map((link) => `${link.label} ${link.to}`);

describe('privateHeaderLinks (spec section 2: Access Luca, Access Admin, Manage Users)', () => {
  it('offers staff the way back to the console from the dashboard, and Luca when they have it', () => {
    expect(labels('ADMINISTRATOR', false, '/dashboard')).toEqual(['Access Admin /administrator/tenant']);
    expect(labels('SALE', true, '/dashboard')).toEqual([
      'Access Luca /luca',
      'Access Admin /administrator/tenant',
    ]);
  });

  it('offers Manage Users to tenant administrators only, and no console', () => {
    expect(labels('TENANT_ADMINISTRATOR', false, '/dashboard')).toEqual(['Manage Users /manageUsers']);
    expect(labels('USER', false, '/dashboard')).toEqual([]);
    expect(labels('USER', true, '/dashboard')).toEqual(['Access Luca /luca']);
  });

  it('offers the way back to the dashboard on Luca instead of Access Luca', () => {
    expect(labels('USER', true, '/luca')).toEqual(['Access Dashboard /dashboard']);
    expect(labels('ADMINISTRATOR', true, '/luca')).toEqual([
      'Access Dashboard /dashboard',
      'Access Admin /administrator/tenant',
    ]);
  });

  it('offers both areas from the report', () => {
    expect(labels('USER', true, '/report')).toEqual(['Access Dashboard /dashboard', 'Access Luca /luca']);
  });
});
