/*
 * The rule of server/db/migrations/README.md as code: the statements of a migration that the
 * previous release's code may not survive (contract steps), and whether each carries its mark.
 * A light reading of PostgreSQL, enough for what drizzle-kit writes and what we write by hand.
 */

/** A statement's leading comment that says it is a contract step on purpose, and why that is safe now. */
const MARK = /^--\s*contract:\s*(\S.*)$/;

export interface Statement {
  /** The statement without comments, whitespace collapsed, identifiers unquoted. */
  code: string;
  /** The comments before its code, each without its line breaks. */
  comments: string[];
}

/** The statements of a migration's SQL, split at top-level semicolons (not in strings, quoted names, $$ bodies or comments). */
export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = [];
  let code = '';
  let comments: string[] = [];
  const finish = () => {
    const normalised = code.replace(/\s+/g, ' ').trim();
    if (normalised) statements.push({ code: normalised, comments });
    code = '';
    comments = [];
  };
  for (let i = 0; i < sql.length;) {
    const rest = sql.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      const comment = sql.slice(i, end < 0 ? sql.length : end).trim();
      // drizzle-kit's `--> statement-breakpoint` is no comment of the statement that follows.
      if (!code.trim() && !comment.startsWith('-->')) comments.push(comment);
      i = end < 0 ? sql.length : end + 1;
      code += ' ';
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      code += ' ';
    } else if (rest[0] === "'" || rest[0] === '"') {
      const quote = rest[0];
      let end = i + 1;
      // A doubled quote is one quote inside.
      while (end < sql.length && !(sql[end] === quote && sql[end + 1] !== quote)) end += sql[end] === quote ? 2 : 1;
      code += quote === '"' ? sql.slice(i + 1, end).replaceAll('""', '"') : sql.slice(i, end + 1);
      i = end + 1;
    } else if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end < 0 ? sql.length : end + dollar[0].length;
      code += sql.slice(i, stop);
      i = stop;
    } else if (rest[0] === ';') {
      finish();
      i += 1;
    } else {
      code += rest[0];
      i += 1;
    }
  }
  finish();
  return statements;
}

export interface ContractStep {
  statement: Statement;
  /** What makes it a contract step. */
  reason: string;
  /** The mark's text (why it is safe to land now), or null when it has none. */
  mark: string | null;
}

const name = String.raw`(?:public\.)?([\w$]+)`;
const alterTable = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${name} (.*)$`, 'i');
const addColumn = new RegExp(String.raw`\bADD (?:COLUMN )?(?:IF NOT EXISTS )?([\w$]+) (.*)$`, 'i');
const createTable = new RegExp(String.raw`^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?${name}`, 'i');
const uniqueIndex = new RegExp(
  String.raw`^CREATE UNIQUE INDEX (?:CONCURRENTLY )?(?:IF NOT EXISTS )?[\w$]* ?ON (?:ONLY )?${name} (?:USING \w+ )?\((.*?)\)`,
  'i',
);

/** Statements that take away or tighten what the previous release reads or writes, whatever table they touch. */
const anywhere: Array<[RegExp, string]> = [
  [/^DROP (TABLE|VIEW|MATERIALIZED VIEW|TYPE|DOMAIN|SCHEMA|SEQUENCE|FUNCTION|PROCEDURE|TRIGGER|INDEX|EXTENSION)\b/i, 'drops a $1'],
  [/^ALTER (TYPE|DOMAIN|VIEW|SEQUENCE|FUNCTION|SCHEMA|INDEX) .* RENAME\b/i, 'renames a $1 (or a value of it)'],
  [/^TRUNCATE\b/i, 'empties a table'],
];

/** Actions of ALTER TABLE on a table that existed before the migration. */
const onExistingTable: Array<[RegExp, string]> = [
  [/\bDROP (COLUMN\b|CONSTRAINT\b|DEFAULT\b)/i, 'drops a $1 of an existing table'],
  [/\bRENAME\b/i, 'renames an existing table or column'],
  [/\bALTER (?:COLUMN )?[\w$]+ (?:SET DATA )?TYPE\b/i, "changes an existing column's type"],
  [/\bSET NOT NULL\b/i, 'sets NOT NULL on an existing column'],
];

/** Whether every column of a list (`"a", "b"`) is one the same migration added: no row of the previous release has a value there. */
const allNew = (table: string, columns: string, added: Set<string>) =>
  columns.split(',').every((column) => added.has(`${table}.${column.trim().toLowerCase()}`));

/** The contract steps of one migration's SQL: statements on tables it creates itself are never one (no older code knows them). */
export function contractSteps(sql: string): ContractStep[] {
  const created = new Set<string>();
  const added = new Set<string>();
  const steps: ContractStep[] = [];
  for (const statement of splitStatements(sql)) {
    const reason = contractReason(statement.code, created, added);
    if (reason === null) continue;
    const mark = statement.comments.map((comment) => MARK.exec(comment)?.[1]).find((text) => text !== undefined);
    steps.push({ statement, reason, mark: mark ?? null });
  }
  return steps;
}

function contractReason(code: string, created: Set<string>, added: Set<string>): string | null {
  const table = createTable.exec(code)?.[1]?.toLowerCase();
  if (table) {
    created.add(table);
    return null;
  }
  for (const [pattern, reason] of anywhere) {
    const match = pattern.exec(code);
    if (match) return reason.replace('$1', (match[1] ?? '').toLowerCase());
  }
  const unique = uniqueIndex.exec(code);
  if (unique) {
    const [, on = '', columns = ''] = unique;
    return created.has(on.toLowerCase()) || allNew(on.toLowerCase(), columns, added)
      ? null
      : 'adds a unique index on existing rows: writes of the previous release may break it';
  }
  const alter = alterTable.exec(code);
  if (!alter) return null;
  const [, alteredName = '', actions = ''] = alter;
  const altered = alteredName.toLowerCase();
  if (created.has(altered)) return null;
  for (const [pattern, reason] of onExistingTable) {
    const match = pattern.exec(actions);
    if (match) return reason.replace('$1', (match[1] ?? '').toLowerCase());
  }
  const column = /\bADD CONSTRAINT\b/i.test(actions) ? null : addColumn.exec(actions);
  if (column) {
    const [, columnName = '', definition = ''] = column;
    added.add(`${altered}.${columnName.toLowerCase()}`);
    return /\bNOT NULL\b/i.test(definition) && !/\b(DEFAULT|GENERATED)\b/i.test(definition)
      ? 'adds a NOT NULL column without a default: inserts of the previous release fail'
      : null;
  }
  const constraint = /\bADD CONSTRAINT [\w$]+ (CHECK|FOREIGN KEY|UNIQUE|PRIMARY KEY|EXCLUDE)\b/i.exec(actions);
  if (!constraint || /\bNOT VALID\b/i.test(actions)) return null;
  const foreignColumns = /\bFOREIGN KEY \((.*?)\)/i.exec(actions)?.[1];
  if (foreignColumns !== undefined && allNew(altered, foreignColumns, added)) return null;
  return `adds a ${(constraint[1] ?? '').toLowerCase()} constraint that checks existing rows (add it NOT VALID, validate it in a later migration)`;
}
