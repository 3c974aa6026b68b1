import { describe, expect, it } from 'vitest';
import { subjectForSession } from './subject-for-session';

describe('subjectForSession', () => {
  it('shows a customer their own books, writable', () => {
    expect(subjectForSession({ uid: 'u1', admin: false }, null)).toEqual({
      uid: 'u1',
      viewer: 'owner',
      readOnly: false,
    });
  });

  it('shows an administrator the client they chose, read-only', () => {
    expect(subjectForSession({ uid: 'a1', admin: true }, 'c9')).toEqual({
      uid: 'c9',
      viewer: 'admin',
      readOnly: true,
    });
  });

  it('ignores a viewing key left behind for someone without the admin claim', () => {
    expect(subjectForSession({ uid: 'u1', admin: false }, 'c9')).toEqual({
      uid: 'u1',
      viewer: 'owner',
      readOnly: false,
    });
  });

  it("makes the owner's own books read-only once the subscription lapsed, not an admin's view", () => {
    expect(subjectForSession({ uid: 'u1', admin: false }, null, true)).toEqual({
      uid: 'u1',
      viewer: 'owner',
      readOnly: true,
    });
    expect(subjectForSession({ uid: 'a1', admin: true }, 'c9', true)).toEqual({
      uid: 'c9',
      viewer: 'admin',
      readOnly: true,
    });
  });
});
