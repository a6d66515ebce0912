import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site', () => {
    expect(safeNextPath('/app/budget?tab=1')).toBe('/app/budget?tab=1');
  });

  it('refuses anything that could lead to another origin', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'app', '', null]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});
