import { accessMessages } from '@staybook/contract/admin-staff';
import { describe, expect, it } from 'vitest';
import { refuseStaffChange, staffInviteMessage, tokenRoleOf } from './staff-rules.js';

describe('tokenRoleOf', () => {
  it.each([
    [null, 'guest'],
    ['admin', 'admin'],
    ['revenue_manager', 'staff'],
    ['front_desk', 'staff'],
    ['property_manager', 'staff'],
  ] as const)('%s → %s', (role, expected) => expect(tokenRoleOf(role)).toBe(expected));
});

describe('refuseStaffChange', () => {
  const base = { targetMemberId: 't', actorMemberId: 'a', otherAdmins: 1 } as const;
  it.each([
    ['changing oneself', { ...base, actorMemberId: 't', from: 'front_desk', to: 'front_desk' }, accessMessages.self],
    ['removing oneself', { ...base, actorMemberId: 't', from: 'admin', to: null }, accessMessages.self],
    ['demoting the last admin', { ...base, otherAdmins: 0, from: 'admin', to: 'front_desk' }, accessMessages.lastAdmin],
    ['removing the last admin', { ...base, otherAdmins: 0, from: 'admin', to: null }, accessMessages.lastAdmin],
    ['demoting one of two admins', { ...base, from: 'admin', to: 'revenue_manager' }, null],
    ['keeping the last admin an admin', { ...base, otherAdmins: 0, from: 'admin', to: 'admin' }, null],
    ['removing a front desk member', { ...base, otherAdmins: 0, from: 'front_desk', to: null }, null],
    [
      'a change by the ADMIN_PHONES bootstrap (no actor)',
      { ...base, actorMemberId: null, from: 'front_desk', to: 'admin' },
      null,
    ],
  ] as const)('%s', (_name, change, expected) => expect(refuseStaffChange(change)).toBe(expected));
});

describe('staffInviteMessage', () => {
  it('names the person, the role and where to sign in', () => {
    expect(staffInviteMessage('Rhea', 'Front desk', 'https://staybook.in/admin')).toBe(
      'Staybook: Rhea, you have been added to the Staybook console as Front desk. Sign in with this number at https://staybook.in/admin',
    );
  });
});
