import { describe, expect, it } from 'vitest';
import { imageJobLimit } from './image-job-limit';

describe('image jobs at once', () => {
  it('runs one per core while two threads of the pool stay free for files, logins and lookups', () => {
    expect(imageJobLimit(undefined, 2)).toEqual({ jobs: 2, cores: 2, wanted: null });
    expect(imageJobLimit('16', 8)).toEqual({ jobs: 8, cores: 8, wanted: null });
  });

  it('runs fewer than the cores when the pool is too small, and says what pool size would do', () => {
    expect(imageJobLimit(undefined, 8)).toEqual({ jobs: 2, cores: 8, wanted: 10 });
    expect(imageJobLimit('3', 4)).toEqual({ jobs: 1, cores: 4, wanted: 6 });
    expect(imageJobLimit('', 8).jobs).toBe(2);
    expect(imageJobLimit('many', 8).jobs).toBe(2);
  });
});
