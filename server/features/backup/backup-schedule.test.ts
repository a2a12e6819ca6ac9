import { describe, expect, it } from 'vitest';
import { backupDue, backupName, backupTime, expiredBackups } from './backup-schedule';

const at = (iso: string) => new Date(iso);
const complete = (iso: string) => ({ name: backupName(at(iso)), complete: true });

describe('backup names', () => {
  it('name a backup by its start in UTC, and read it back', () => {
    expect(backupName(at('2026-11-28T17:45:09.123Z'))).toBe('backup-2026-11-28T174509Z');
    expect(backupTime('backup-2026-11-28T174509Z')).toEqual(at('2026-11-28T17:45:09Z'));
    expect(backupTime('notes')).toBeNull();
    expect(backupTime('backup-2026-11-28')).toBeNull();
  });
});

describe('retention', () => {
  const now = at('2026-11-28T12:00:00Z');

  it('deletes complete backups older than the retention, never the newest complete one', () => {
    const backups = [complete('2026-11-01T02:00:00Z'), complete('2026-11-14T11:00:00Z'), complete('2026-11-14T13:00:00Z'), complete('2026-11-27T02:00:00Z')];
    expect(expiredBackups(backups, now, 14)).toEqual(['backup-2026-11-01T020000Z', 'backup-2026-11-14T110000Z']);
    expect(expiredBackups([complete('2026-01-01T00:00:00Z')], now, 14), 'a shop whose backups stopped keeps its last').toEqual([]);
  });

  it('deletes unfinished backups after a day, and leaves folders that are not backups alone', () => {
    const backups = [
      complete('2026-11-27T02:00:00Z'),
      { name: backupName(at('2026-11-27T11:00:00Z')), complete: false },
      { name: backupName(at('2026-11-28T11:00:00Z')), complete: false },
      { name: 'lost+found', complete: false },
    ];
    expect(expiredBackups(backups, now, 14)).toEqual(['backup-2026-11-27T110000Z']);
  });
});

describe('the schedule', () => {
  const now = at('2026-11-28T12:00:00Z');
  it('is due without a complete backup, and once the newest is an interval old', () => {
    expect(backupDue([], now, 24)).toBe(true);
    expect(backupDue([{ name: backupName(at('2026-11-28T11:00:00Z')), complete: false }], now, 24)).toBe(true);
    expect(backupDue([complete('2026-11-27T12:00:01Z')], now, 24)).toBe(false);
    expect(backupDue([complete('2026-11-27T12:00:00Z')], now, 24)).toBe(true);
    expect(backupDue([complete('2026-11-20T00:00:00Z'), complete('2026-11-28T06:00:00Z')], now, 6)).toBe(true);
  });
});
