/*
 * WAL segment file names from log sequence numbers, as PostgreSQL names them (XLogFileName):
 * 8 hex digits of timeline, then the segment number split into the 4 GiB "log" and the segment
 * within it. A base backup needs every segment from its start LSN's to its stop LSN's.
 */

/** '16/B374D848' as a number of bytes (a BigInt: LSNs go beyond 2^53). */
export function parseLsn(lsn: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(lsn);
  if (!match) throw new Error(`not a WAL location: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

const hex8 = (n: bigint) => n.toString(16).toUpperCase().padStart(8, '0');

function segmentName(timeline: number, segment: bigint, segmentSize: number): string {
  const perLog = 0x1_0000_0000n / BigInt(segmentSize);
  return `${hex8(BigInt(timeline))}${hex8(segment / perLog)}${hex8(segment % perLog)}`;
}

/** The name of the segment that holds the byte at `lsn`. */
export function walSegmentName(timeline: number, lsn: string, segmentSize: number): string {
  return segmentName(timeline, parseLsn(lsn) / BigInt(segmentSize), segmentSize);
}

/** Every segment from the one holding `start` to the one holding `stop`, in order. */
export function walSegmentsBetween(timeline: number, start: string, stop: string, segmentSize: number): string[] {
  const size = BigInt(segmentSize);
  const first = parseLsn(start) / size;
  const last = parseLsn(stop) / size;
  if (last < first) throw new Error(`the backup stopped (${stop}) before it started (${start})`);
  const names: string[] = [];
  for (let segment = first; segment <= last; segment += 1n) names.push(segmentName(timeline, segment, segmentSize));
  return names;
}

/** The timeline and start LSN of a backup, from the backup_label that pg_backup_stop answers. */
export function labelStart(label: string): { timeline: number; lsn: string } {
  const lsn = /^START WAL LOCATION: ([0-9A-F]+\/[0-9A-F]+)/m.exec(label)?.[1];
  const timeline = /^START TIMELINE: (\d+)/m.exec(label)?.[1];
  if (!lsn || !timeline) throw new Error(`not a backup label:\n${label}`);
  return { timeline: Number(timeline), lsn };
}
