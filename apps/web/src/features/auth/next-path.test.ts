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

  it('refuses control characters and addresses too long to be a page', () => {
    expect(safeNextPath('/\t/evil.example')).toBeNull();
    expect(safeNextPath('/app\r\nSet-Cookie: x=1')).toBeNull();
    expect(safeNextPath(`/app/${'a'.repeat(600)}`)).toBeNull();
  });
});
