import { describe, expect, it } from 'vitest';
import { mayDo, STAFF_ACTIONS, STAFF_ROLES } from '@costa-sol/common';
import { mayDoAs, mayOpen } from './staff-access';

describe('what each role may open in the admin', () => {
  it('the owner: everything, users included', () => {
    for (const area of ['dashboard', 'pages', 'leads', 'leadStats', 'media', 'users', 'security', 'account'] as const)
      expect(mayOpen('owner', area)).toBe(true);
  });

  it('the office: everything but the users, the audit log and the security settings', () => {
    for (const area of ['users', 'audit', 'security'] as const) expect(mayOpen('office', area)).toBe(false);
    for (const area of [
      'categories',
      'pages',
      'leads',
      'leadStats',
      'testimonials',
      'caseStudies',
      'media',
      'pagePhotos',
      'calendar',
      'availability',
      'account',
    ] as const)
      expect(mayOpen('office', area)).toBe(true);
  });

  it('a technician: the leads, their calendar and the Q&A content, their account and the dashboard', () => {
    for (const area of ['dashboard', 'categories', 'pages', 'leads', 'calendar', 'account'] as const)
      expect(mayOpen('technician', area)).toBe(true);
    for (const area of ['leadStats', 'testimonials', 'caseStudies', 'media', 'pagePhotos', 'availability', 'users', 'security'] as const)
      expect(mayOpen('technician', area)).toBe(false);
    expect(mayDoAs('technician', 'content.edit')).toBe(false);
    expect(mayDoAs('technician', 'leads.export')).toBe(false);
    expect(mayDoAs('technician', 'leads.work')).toBe(true);
    expect(mayDoAs('office', 'content.publish')).toBe(true);
  });

  it('a session whose role is unknown keeps what the single admin had, without the users', () => {
    expect(mayOpen(undefined, 'media')).toBe(true);
    expect(mayOpen(undefined, 'users')).toBe(false);
    for (const action of STAFF_ACTIONS) expect(mayDoAs(undefined, action)).toBe(mayDo('office', action));
  });

  it('gives the owner every action of the table and every role its own account', () => {
    for (const action of STAFF_ACTIONS) expect(mayDo('owner', action)).toBe(true);
    for (const role of STAFF_ROLES) expect(mayDo(role, 'account.use')).toBe(true);
  });
});
