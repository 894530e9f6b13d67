import { describe, expect, it } from '@jest/globals';
import { containsPattern } from './users.repository';

describe('the user search', () => {
  it('matches text anywhere, in any case, with LIKE wildcards taken literally', () => {
    expect(containsPattern(' Avery ')).toBe('%avery%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
