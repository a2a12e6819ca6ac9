import { beforeAll } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { staffSession } from './test-helpers';

/**
 * The two staff members of the back-office editing tests, logged in before the file's tests: an
 * owner who reads German and an office member who reads English (their headers), and the owner's
 * name as the version history shows it.
 */
export function useEditors(t: TestApp) {
  const editors = { owner: { cookie: '', 'accept-language': 'de' }, office: { cookie: '', 'accept-language': 'en' }, ownerName: '' };
  beforeAll(async () => {
    const member = await staffSession(t.app, 'owner');
    editors.owner.cookie = member.headers.cookie;
    editors.ownerName = `owner ${member.email.split('-')[1]}`;
    editors.office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  });
  return editors;
}
