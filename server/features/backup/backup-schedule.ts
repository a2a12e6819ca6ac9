/*
 * Names, age and retention of the shop's backups: a backup is a folder named by the moment it
 * started (UTC), complete once its manifest is written. Pure, so the schedule is tested without a clock.
 */

const NAME = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** 'backup-2026-11-28T174500Z': sorts as it was taken, and is a safe folder and key name everywhere. */
export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** When the backup of that name started; null for a name that is not one of ours (left alone). */
export function backupTime(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, year, month, day, hour, minute, second] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

export interface StoredBackup {
  name: string;
  /** Its manifest is there: the backup finished. */
  complete: boolean;
}

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** A backup without a manifest this old did not finish (its process died): its parts go. */
const UNFINISHED_AFTER_MS = DAY_MS;

/**
 * The backups to delete: complete ones older than `retentionDays`, except the newest complete one
 * (a shop whose backups stopped keeps its last), and unfinished ones older than a day.
 */
export function expiredBackups(backups: readonly StoredBackup[], now: Date, retentionDays: number): string[] {
  const dated = backups.flatMap((b) => {
    const at = backupTime(b.name);
    return at ? [{ ...b, age: now.getTime() - at.getTime() }] : [];
  });
  const newest = dated
    .filter((b) => b.complete)
    .map((b) => b.name)
    .toSorted()
    .at(-1);
  return dated
    .filter((b) => (b.complete ? b.name !== newest && b.age > retentionDays * DAY_MS : b.age > UNFINISHED_AFTER_MS))
    .map((b) => b.name)
    .toSorted();
}

/** Whether the scheduled backup is due: none complete yet, or the newest is `intervalHours` old. */
export function backupDue(backups: readonly StoredBackup[], now: Date, intervalHours: number): boolean {
  const times = backups.filter((b) => b.complete).flatMap((b) => backupTime(b.name) ?? []);
  if (times.length === 0) return true;
  const newest = Math.max(...times.map((t) => t.getTime()));
  return now.getTime() - newest >= intervalHours * HOUR_MS;
}
