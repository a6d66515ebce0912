import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchSession,
  PENDING_SIGN_OUT_KEY,
  REMEMBERED_SESSION_KEY,
  rememberedSession,
  type Session,
} from './session';

const SESSION: Session = {
  user: {
    id: 'u1',
    email: 'ava@example.com',
    user_type: 'couple',
    onboarding_complete: false,
    is_admin: false,
    display_name: null,
  },
  plans: [{ id: 'p1', role: 'owner', generation_id: 'g1' }],
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('fetchSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('remembers a good session on this device', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('fetch', async () => Response.json(SESSION));
    await expect(fetchSession(undefined, storage)).resolves.toEqual(SESSION);
    expect(rememberedSession(storage)).toEqual(SESSION);
  });

  it('opens the remembered session, marked offline, when the server cannot be reached', async () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(SESSION));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchSession(undefined, storage)).resolves.toEqual({ ...SESSION, offline: true });
  });

  it('fails when offline with nothing remembered', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchSession(undefined, memoryStorage())).rejects.toMatchObject({ status: 0 });
  });

  it('reads a 200 answer with no user as signed out and forgets the remembered session', async () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(SESSION));
    vi.stubGlobal('fetch', async () => Response.json({ user: null }));
    await expect(fetchSession(undefined, storage)).resolves.toBeNull();
    expect(rememberedSession(storage)).toBeNull();
  });

  it('forgets the remembered session when an older server answers 401', async () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(SESSION));
    vi.stubGlobal('fetch', async () => Response.json({ detail: 'Not signed in' }, { status: 401 }));
    await expect(fetchSession(undefined, storage)).resolves.toBeNull();
    expect(rememberedSession(storage)).toBeNull();
  });

  it('does not fall back on a server error, which is not being offline', async () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(SESSION));
    vi.stubGlobal('fetch', async () => Response.json({ detail: 'Boom' }, { status: 500 }));
    await expect(fetchSession(undefined, storage)).rejects.toMatchObject({ status: 500 });
  });

  describe('after a sign-out that could not reach the server', () => {
    it('stays signed out while the server still cannot be reached', async () => {
      const storage = memoryStorage();
      storage.setItem(PENDING_SIGN_OUT_KEY, 'u1');
      storage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(SESSION));
      vi.stubGlobal('fetch', async () => {
        throw new TypeError('Failed to fetch');
      });
      await expect(fetchSession(undefined, storage)).resolves.toBeNull();
      expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBe('u1');
    });

    it('ends the session on the server once it answers, and is signed out', async () => {
      const storage = memoryStorage();
      storage.setItem(PENDING_SIGN_OUT_KEY, 'u1');
      const calls: string[] = [];
      vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return url.endsWith('/signout') ? new Response(null, { status: 204 }) : Response.json(SESSION);
      });
      await expect(fetchSession(undefined, storage)).resolves.toBeNull();
      expect(calls).toEqual(['GET /api/auth/session', 'POST /api/auth/signout']);
      expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
      expect(rememberedSession(storage)).toBeNull();
    });

    it("names whose session it ends, and keeps one that became someone else's meanwhile", async () => {
      const storage = memoryStorage();
      storage.setItem(PENDING_SIGN_OUT_KEY, 'u1');
      const viewer = { ...SESSION, user: { ...SESSION.user, id: 'u2', email: 'viewer@example.com' } };
      const bodies: unknown[] = [];
      let signedIn = SESSION;
      vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
        if (!url.endsWith('/signout')) {
          const answer = signedIn;
          // The next person signs in on this browser between the two requests.
          signedIn = viewer;
          return Response.json(answer);
        }
        bodies.push(JSON.parse(String(init?.body)));
        return Response.json({ detail: 'Someone else is signed in.' }, { status: 409 });
      });
      await expect(fetchSession(undefined, storage)).resolves.toEqual(viewer);
      expect(bodies).toEqual([{ user_id: 'u1' }]);
      expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
    });

    it('keeps the session of someone who signed in since', async () => {
      const storage = memoryStorage();
      storage.setItem(PENDING_SIGN_OUT_KEY, 'someone-else');
      vi.stubGlobal('fetch', async (url: string) =>
        url.endsWith('/signout') ? new Response(null, { status: 204 }) : Response.json(SESSION),
      );
      await expect(fetchSession(undefined, storage)).resolves.toEqual(SESSION);
      expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
    });
  });

  it('never stores the offline mark', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('fetch', async () => Response.json({ ...SESSION, offline: true }));
    await fetchSession(undefined, storage);
    expect(JSON.parse(storage.getItem(REMEMBERED_SESSION_KEY)!)).not.toHaveProperty('offline');
  });
});
