import { lockoutScope, lockTellsTheOwner } from './sign-in-lockout';

const owner = { id: 'owner-id' };

describe('lockoutScope (device cookies)', () => {
  it("judges an attempt with the account's own device cookie by that device", () => {
    expect(lockoutScope({ userId: 'owner-id', deviceId: 'd1' }, owner)).toEqual({ kind: 'device', deviceId: 'd1' });
  });

  it('counts an attempt without a cookie among the untrusted clients', () => {
    expect(lockoutScope(undefined, owner)).toEqual({ kind: 'untrusted' });
  });

  it("gives another account's cookie no trust", () => {
    expect(lockoutScope({ userId: 'someone-else', deviceId: 'd2' }, owner)).toEqual({ kind: 'untrusted' });
  });

  it('gives a cookie no trust for an e-mail without an account', () => {
    expect(lockoutScope({ userId: 'owner-id', deviceId: 'd1' }, undefined)).toEqual({ kind: 'untrusted' });
  });

  it("tells the owner of the untrusted clients' lock only", () => {
    expect(lockTellsTheOwner({ kind: 'untrusted' })).toBe(true);
    expect(lockTellsTheOwner({ kind: 'device', deviceId: 'd1' })).toBe(false);
  });
});
