/*
 * How a break in the audit log's hash chain is named. Each row carries the hash of the row before
 * it and a hash over itself (the rule is the database's, audit_row_hash in
 * server/db/migrations/0022_audit_chain.sql); the check finds the first row where either fails and
 * says what most likely happened there, from what the row and its neighbours carry.
 */

export const CHAIN_BREAKS = ['edited', 'removed', 'inserted'] as const;
export type ChainBreak = (typeof CHAIN_BREAKS)[number];

export interface ChainLink {
  /** The row's fields still give its hash. */
  hashMatches: boolean;
  /** The row carries the hash of the row before it (or the start's, for the first row). */
  linksToPrevious: boolean;
  /** The row after it carries the hash of the row before it: the chain runs past this row. */
  nextLinksToPrevious: boolean;
}

/**
 * A row the chain runs past, or that matches neither its own hash nor its predecessor's, was put in
 * from outside; a row that no longer matches its hash was edited; a row whose own hash holds but
 * that names another predecessor follows rows that were removed (or edited and hashed anew).
 */
export function chainBreak(link: ChainLink): ChainBreak {
  if (!link.linksToPrevious && (link.nextLinksToPrevious || !link.hashMatches)) return 'inserted';
  if (!link.hashMatches) return 'edited';
  return 'removed';
}
