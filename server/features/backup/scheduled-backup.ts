import type { FastifyBaseLogger } from 'fastify';
import { backupDue, expiredBackups } from './backup-schedule';
import type { BackupTarget } from './backup-target';
import { BackupBusyError, type BackupSource, takeBackup } from './take-backup';

export interface Schedule {
  target: BackupTarget;
  intervalHours: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The shop is shutting down: a backup in flight stops after its current file. */
  signal?: AbortSignal;
}

/** One look of the scheduled job: a backup when the newest complete one is `intervalHours` old; another process's backup in flight is left to it. */
export async function backupWhenDue(source: BackupSource, { target, intervalHours, now, log, signal }: Schedule): Promise<boolean> {
  if (!backupDue(await target.backups(), now(), intervalHours)) return false;
  try {
    await takeBackup(source, { target, now, progress: (line) => log.info(line), ...(signal ? { signal } : {}) });
    return true;
  } catch (error) {
    if (error instanceof BackupBusyError) return false;
    throw error;
  }
}

/** Deletes the backups past their retention (and unfinished ones); answers how many went. */
export async function removeExpiredBackups(target: BackupTarget, now: Date, retentionDays: number): Promise<number> {
  const expired = expiredBackups(await target.backups(), now, retentionDays);
  for (const name of expired) await target.remove(name);
  return expired.length;
}
