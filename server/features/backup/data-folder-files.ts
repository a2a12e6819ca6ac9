/*
 * Which parts of a running PostgreSQL data folder a base backup copies, as PostgreSQL's
 * documentation of the low-level backup API lists them ("Making a Base Backup Using the Low Level
 * API"): the server makes these anew at start, or they are the running server's own state, and a
 * restored server must not see them. The folders are kept, empty, since the server expects them.
 */

/** Files of the running server at the top of the folder; backup_label and tablespace_map are the backup's own. */
const RUNTIME_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest', 'current_logfiles']);

/** Folders whose content belongs to the running server (pg_wal: the backup adds the segments it needs). */
const EMPTIED_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

export type DataEntry = 'copy' | 'skip' | 'emptyFolder';

/** What the backup does with a path relative to the data folder ('base/5/1259', 'pg_wal'), written with '/'. */
export function dataEntry(relative: string, isFolder: boolean): DataEntry {
  const parts = relative.split('/');
  const name = parts.at(-1) ?? '';
  // Temporary files of running queries, and relation caches the server rebuilds.
  if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') return 'skip';
  if (parts.length === 1 && !isFolder && RUNTIME_FILES.has(name)) return 'skip';
  if (parts.length === 1 && isFolder && EMPTIED_FOLDERS.has(name)) return 'emptyFolder';
  return 'copy';
}
