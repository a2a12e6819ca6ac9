/*
 * A strict reader of Prometheus's text exposition format (version 0.0.4), for the tests of
 * /api/metrics. The one package on npm (parse-prometheus-text-format, unchanged since 2019) folds
 * every labelled histogram of a family into one and drops their counts, so it cannot check ours.
 * This one throws at anything a Prometheus server would refuse or that breaks the format's rules:
 * bad names, labels or values, a TYPE after the family's samples, a family split in two, a series
 * twice, a histogram whose buckets are not cumulative or whose +Inf bucket is not its count.
 */

type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

interface PromSample {
  /** The sample's own name: for a histogram, the family's name with _bucket, _sum or _count. */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PromFamily {
  name: string;
  type: MetricType;
  help: string;
  samples: PromSample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case (prom-client writes Nan). */
function parseValue(text: string, line: string): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  if (/^[+-]?inf(inity)?$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`not a value: ${line}`);
  return Number(text);
}

/** name{labels} value [timestamp], labels with their escapes (\\, \", \n). */
function parseSample(line: string): PromSample {
  const name = /^[^\s{]+/.exec(line)?.[0] ?? '';
  if (!METRIC_NAME.test(name)) throw new Error(`bad metric name: ${line}`);
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith('{')) {
    rest = rest.slice(1);
    while (!rest.startsWith('}')) {
      const pair = /^([^=\s]+)="((?:[^"\\\n]|\\[\\"n])*)"(,?)/.exec(rest);
      if (!pair) throw new Error(`bad labels: ${line}`);
      const [whole, labelName, raw, comma] = pair as unknown as [string, string, string, string];
      if (!LABEL_NAME.test(labelName) || labelName in labels) throw new Error(`bad or repeated label ${labelName}: ${line}`);
      labels[labelName] = raw.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      rest = rest.slice(whole.length);
      if (!comma && !rest.startsWith('}')) throw new Error(`bad labels: ${line}`);
    }
    rest = rest.slice(1);
  }
  const fields = rest.split(' ').filter(Boolean);
  if (!rest.startsWith(' ') || fields.length < 1 || fields.length > 2) throw new Error(`bad sample: ${line}`);
  if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) throw new Error(`bad timestamp: ${line}`);
  return { name, labels, value: parseValue(fields[0] as string, line) };
}

const seriesKey = (sample: PromSample) =>
  `${sample.name}{${Object.entries(sample.labels)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(',')}}`;

function checkHistogram(family: PromFamily): void {
  const groups = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = seriesKey({ ...sample, name: '', labels: rest });
    const group = groups.get(key) ?? { buckets: [] };
    groups.set(key, group);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${sample.name} without le`);
      group.buckets.push([parseValue(le, le), sample.value]);
    } else if (sample.name.endsWith('_count')) group.count = sample.value;
  }
  for (const [key, { buckets, count }] of groups) {
    const sorted = buckets.toSorted(([a], [b]) => a - b);
    if (sorted.at(-1)?.[0] !== Infinity) throw new Error(`${family.name}${key}: no +Inf bucket`);
    sorted.forEach(([, n], i) => {
      if (i > 0 && n < (sorted[i - 1] as [number, number])[1]) throw new Error(`${family.name}${key}: buckets not cumulative`);
    });
    if (sorted.at(-1)?.[1] !== count) throw new Error(`${family.name}${key}: +Inf bucket is not the count`);
  }
}

/** The families of a scrape by name; throws at the first line or family that breaks the format. */
export function parsePrometheusText(text: string): Map<string, PromFamily> {
  const families = new Map<string, PromFamily>();
  const seen = new Set<string>();
  let current: PromFamily | null = null;
  const family = (name: string): PromFamily => {
    if (current?.name === name) return current;
    if (families.has(name)) throw new Error(`family ${name} is split`);
    current = { name, type: 'untyped', help: '', samples: [] };
    families.set(name, current);
    return current;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
    if (meta) {
      const [, kind, name, rest = ''] = meta as unknown as [string, string, string, string | undefined];
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name: ${line}`);
      const f = family(name);
      if (kind === 'HELP') f.help = rest.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      else {
        if (!TYPES.has(rest) || f.samples.length > 0) throw new Error(`bad or late TYPE: ${line}`);
        f.type = rest as MetricType;
      }
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = parseSample(line);
    const owner: PromFamily | null = current as PromFamily | null;
    const belongs = owner !== null && SUFFIXES[owner.type].some((suffix) => sample.name === owner.name + suffix);
    const f = belongs ? (owner as PromFamily) : family(sample.name);
    const key = seriesKey(sample);
    if (seen.has(key)) throw new Error(`series twice: ${key}`);
    seen.add(key);
    f.samples.push(sample);
  }
  for (const f of families.values()) if (f.type === 'histogram') checkHistogram(f);
  return families;
}
