/*
 * Code 128 (ISO/IEC 15417), set B: what any handheld scanner reads as typed text, so the workshop
 * scans an order's number off its packing slip. Each symbol is six alternating bar and space widths
 * (in modules) adding up to 11; the stop symbol has a seventh, the final bar.
 */

const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

const START_B = 104;
const STOP = 106;

/** The symbol values of `text` in set B with its start, check and stop symbols; printable ASCII only. */
export function code128Values(text: string): number[] {
  const data = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 set B cannot hold ${JSON.stringify(char)}`);
    return code - 32;
  });
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...data, check, STOP];
}

/** The bars of `text` as [start, width] in modules from the left edge (no quiet zone), and the symbol's width. */
export function code128Bars(text: string): { bars: [number, number][]; modules: number } {
  const bars: [number, number][] = [];
  let x = 0;
  for (const value of code128Values(text)) {
    [...PATTERNS[value]!].forEach((width, index) => {
      if (index % 2 === 0) bars.push([x, Number(width)]);
      x += Number(width);
    });
  }
  return { bars, modules: x };
}
