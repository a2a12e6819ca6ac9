import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from './prometheus-text';

const histogram = (buckets: string, count = '3') => `# HELP d Durations.
# TYPE d histogram
${buckets}
d_sum{route="/a"} 0.3
d_count{route="/a"} ${count}
`;

describe('the Prometheus text reader of the tests', () => {
  it('reads families with their type, help, labels (escapes too) and values', () => {
    const families = parsePrometheusText(`# HELP c Requests\\nall.
# TYPE c counter
c{a="x\\"y",b="1\\\\2"} 3
c{a="z"} 1.5e3 1700000000000
# TYPE g gauge
g NaN
g{s="inf"} +Inf
g{s="nan"} Nan
${histogram('d_bucket{le="0.1",route="/a"} 1\nd_bucket{le="+Inf",route="/a"} 3')}`);
    expect(families.get('c')).toEqual({
      name: 'c',
      type: 'counter',
      help: 'Requests\nall.',
      samples: [
        { name: 'c', labels: { a: 'x"y', b: '1\\2' }, value: 3 },
        { name: 'c', labels: { a: 'z' }, value: 1500 },
      ],
    });
    expect(families.get('g')?.samples.map((s) => s.value)).toEqual([Number.NaN, Infinity, Number.NaN]);
    expect(families.get('d')?.samples.map((s) => s.name)).toEqual(['d_bucket', 'd_bucket', 'd_sum', 'd_count']);
  });

  it.each([
    ['a bad name', '1c 1', /bad metric name/],
    ['a bad value', 'c one', /not a value/],
    ['an unclosed label', 'c{a="x} 1', /bad labels/],
    ['a label twice', 'c{a="x",a="y"} 1', /repeated label a/],
    ['a series twice', 'c 1\nc 2', /series twice/],
    ['a TYPE after samples', 'c 1\n# TYPE c counter', /late TYPE/],
    ['an unknown type', '# TYPE c meter', /bad or late TYPE/],
    ['a family split in two', 'c 1\ng 1\nc{a="x"} 1', /split/],
    [
      'buckets that are not cumulative',
      histogram('d_bucket{le="0.1",route="/a"} 3\nd_bucket{le="1",route="/a"} 2\nd_bucket{le="+Inf",route="/a"} 3'),
      /not cumulative/,
    ],
    ['a +Inf bucket that is not the count', histogram('d_bucket{le="+Inf",route="/a"} 2'), /not the count/],
    ['a histogram without +Inf', histogram('d_bucket{le="1",route="/a"} 3'), /no \+Inf/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parsePrometheusText(text)).toThrow(message);
  });
});
