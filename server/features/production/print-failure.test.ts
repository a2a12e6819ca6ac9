import { describe, expect, it } from 'vitest';
import { PrintFileError, readError, storedError } from './print-failure';

describe('a print file’s stored error', () => {
  it('keeps the reason staff can act on, and the detail', () => {
    const stored = storedError(new PrintFileError('photoMissing', 'image a1: gone'));
    expect(readError(stored)).toEqual({ failure: 'photoMissing', detail: 'image a1: gone' });
  });

  it('names any other error "other", and so reads an error stored before reasons existed', () => {
    expect(readError(storedError(new Error('VipsJpeg: premature end')))).toEqual({ failure: 'other', detail: 'VipsJpeg: premature end' });
    expect(readError('image x has no original in storage')).toEqual({ failure: 'other', detail: 'image x has no original in storage' });
  });
});
