import { describe, expect, it } from 'vitest';
import { AccessCache } from './access-cache';

/** A query that answers when told to, counting how often it was asked. */
function question<T>() {
  let asked = 0;
  let answers: Array<(value: T) => void> = [];
  return {
    ask: () => {
      asked += 1;
      return new Promise<T>((resolve) => answers.push(resolve));
    },
    answer(value: T) {
      for (const resolve of answers) resolve(value);
      answers = [];
    },
    get asked() {
      return asked;
    },
  };
}

describe('lookups that miss together', () => {
  it('share one query, and the next lookup after it answered asks again', async () => {
    const cache = new AccessCache();
    const role = question<string>();
    const together = Array.from({ length: 10 }, () => cache.shared('role:u1|p:plan', role.ask));
    expect(role.asked).toBe(1);
    role.answer('owner');
    expect(await Promise.all(together)).toEqual(Array(10).fill('owner'));
    const later = cache.shared('role:u1|p:plan', role.ask);
    expect(role.asked).toBe(2);
    role.answer('viewer');
    expect(await later).toBe('viewer');
  });

  it('never join a query that began before an invalidation: its answer may predate the change', async () => {
    const cache = new AccessCache();
    const role = question<string | null>();
    const before = cache.shared('role:u1|p:plan', role.ask);
    cache.invalidate({ planId: 'plan' });
    const after = cache.shared('role:u1|p:plan', role.ask);
    expect(role.asked).toBe(2);
    role.answer(null);
    expect(await Promise.all([before, after])).toEqual([null, null]);
  });

  it('keep different questions apart, and pass a failure to every lookup that shared it', async () => {
    const cache = new AccessCache();
    const failing = cache.shared('session:a', () => Promise.reject(new Error('database gone')));
    const same = cache.shared('session:a', () => Promise.resolve('other'));
    const other = cache.shared('session:b', () => Promise.resolve('b'));
    await expect(failing).rejects.toThrow('database gone');
    await expect(same).rejects.toThrow('database gone');
    expect(await other).toBe('b');
    expect(await cache.shared('session:a', () => Promise.resolve('again'))).toBe('again');
  });
});
