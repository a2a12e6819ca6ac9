import { describe, expect, it } from 'vitest';
import { dataEntry } from './data-folder-files';

describe('which parts of the data folder a backup copies', () => {
  it('copies the relations, the settings and the commit log', () => {
    for (const file of ['PG_VERSION', 'postgresql.conf', 'postgresql.auto.conf', 'pg_hba.conf', 'global/pg_control', 'base/5/1259', 'pg_xact/0000'])
      expect(dataEntry(file, false), file).toBe('copy');
    for (const folder of ['base', 'base/5', 'global', 'pg_xact', 'pg_multixact']) expect(dataEntry(folder, true), folder).toBe('copy');
  });

  it('leaves out the running server’s own files, and keeps its run-time folders empty', () => {
    for (const file of ['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']) expect(dataEntry(file, false), file).toBe('skip');
    for (const folder of ['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'])
      expect(dataEntry(folder, true), folder).toBe('emptyFolder');
    expect(dataEntry('base/5/pg_internal.init', false)).toBe('skip');
    expect(dataEntry('base/pgsql_tmp', true)).toBe('skip');
    expect(dataEntry('base/pgsql_tmp/pgsql_tmp123.0', false)).toBe('skip');
  });

  it('judges names by where they are: a relation file named like a run-time file is copied', () => {
    expect(dataEntry('base/5/postmaster.pid', false)).toBe('copy');
    expect(dataEntry('base/pg_wal', true)).toBe('copy');
  });
});
