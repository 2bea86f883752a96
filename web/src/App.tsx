import { useEffect, useState, type FormEvent } from 'react';
import type { Identity } from '@auto-checker/contract';

/**
 * Minimal sign-in page for the foundation: the app shell (layout, routes, guards) arrives with issue 2/9.
 */
export function App() {
  const [me, setMe] = useState<Identity | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetch('/api/me', { credentials: 'include' })
      .then(async (r) => setMe(r.ok ? ((await r.json()) as Identity) : null))
      .catch(() => setMe(null));
  }, []);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const r = await fetch('/api/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account_name: form.get('username'), account_password: form.get('password') }),
      });
      const body = (await r.json()) as Identity & { message?: string };
      if (!r.ok) throw new Error(body.message ?? 'Login failed.');
      setMe(body);
    } catch (err) {
      setError(`Login failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
    }
  }

  async function signOut() {
    await fetch('/api/logout', { method: 'POST', credentials: 'include' });
    setMe(null);
  }

  if (me === undefined) return <main style={page}>Loading…</main>;
  if (me) {
    return (
      <main style={page}>
        <h1>Auto Checker</h1>
        <p>
          Signed in as <strong>{me.account_name}</strong> ({me.account_role}
          {me.account_website_code ? `, ${me.account_website_code}` : ''})
        </p>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </main>
    );
  }
  return (
    <main style={page}>
      <h1>Sign In</h1>
      <p>Auto Checker to help you</p>
      <form onSubmit={signIn} style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
        <label>
          Username
          <input name="username" autoComplete="username" required style={input} />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required style={input} />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </main>
  );
}

const page = { fontFamily: 'system-ui, sans-serif', padding: 32 } as const;
const input = { display: 'block', width: '100%', padding: 8, marginTop: 4 } as const;
