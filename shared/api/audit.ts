import { z } from 'zod/mini';
import { CHAIN_BREAKS } from '../domain/audit/audit-chain';
import { endpointsTagged } from './endpoint';
import { singleLineText } from './text';
import { pageQuery, rowId } from './id-params';
import * as routes from './routes/audit';

const endpoint = endpointsTagged('admin');

/** The kinds of record staff change, each entry names one. */
export const AUDIT_SUBJECT_TYPES = [
  'order',
  'orderItem',
  'bankFile',
  'bankCredit',
  'voucher',
  'staff',
  'product',
  'designTemplate',
  'page',
  'navigation',
  'mail',
  'books',
  'customer',
  'settings',
  'mailText',
  'partner',
  'webhookDelivery',

  'partnerLedger',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** A partner that acted in its portal, named as it was then. */
export const AuditPartner = z.object({ id: z.number().check(z.int()), name: z.string() });

export const AuditEntry = z.object({
  id: z.number().check(z.int()),
  staffId: z.nullable(z.number().check(z.int())),
  /** The partner that acted in its portal (staffId is null then); null for staff's and the shop's own changes. */
  partner: z.nullable(AuditPartner),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.strictObject({
  subjectType: z.optional(singleLineText().check(z.maxLength(20))),
  subjectId: z.optional(singleLineText().check(z.maxLength(40))),
  staffId: z.optional(rowId()),
  ...pageQuery,
});

export const getAuditLogSchemas = { query: AuditQuery, response: z.object({ entries: z.array(AuditEntry) }) };
export const getAuditLog = endpoint(routes.getAuditLog, getAuditLogSchemas, {
  summary:
    'Every change staff made (who, what, on which record, before and after), newest first; for the owner. Filtered by record or staff member, paged by `before` (an id).',
});

export const AuditChainCheck = z.object({
  /** Whether every row still carries its own hash and the hash of the row before it. */
  ok: z.boolean(),
  /** How many rows were checked. */
  checked: z.number().check(z.int(), z.nonnegative()),
  /** The first row where the chain does not hold. */
  firstBrokenId: z.optional(z.number().check(z.int())),
  /** What most likely happened there: the row was edited, rows before it were removed, or it was inserted from outside the chain. */
  reason: z.optional(z.enum(CHAIN_BREAKS)),
});
export type AuditChainCheck = z.infer<typeof AuditChainCheck>;

export const verifyAuditLogSchemas = { response: AuditChainCheck };
export const verifyAuditLog = endpoint(routes.verifyAuditLog, verifyAuditLogSchemas, {
  summary:
    "Checks the audit log's hash chain from its first row to its last: each row must give its own hash and carry the hash of the row before it. Names the first row where that fails and why (`edited`, `removed`, `inserted`); for the owner.",
});
