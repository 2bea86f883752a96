import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/Button.tsx';
import { PasswordField, TextField } from '../../components/Field.tsx';
import { useToast } from '../../components/Toaster.tsx';
import { callApi, errorMessage } from '../../lib/api.ts';
import { ME_KEY, useIdentity } from '../../lib/session.ts';

export function SignInPage() {
  const me = useIdentity();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (me.data) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const identity = await callApi('POST /api/login', { body: { account_name: username.trim(), account_password: password } });
      client.setQueryData(ME_KEY, identity);
      toast('success', 'Login successful!');
      navigate('/', { replace: true });
    } catch (err) {
      const message = errorMessage(err);
      setError(message ? `Login failed: ${message}` : 'Login failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    // A phone stacks the app's panel, as a band, above the form; from 1024 px it stands beside it.
    <main className="flex min-h-screen flex-col bg-white lg:flex-row dark:bg-gray-900">
      <div className="flex items-center gap-4 bg-brand-700 px-6 py-5 text-white sm:px-12 lg:order-last lg:flex-1 lg:flex-col lg:justify-center lg:gap-0 lg:px-6 lg:py-12 lg:text-center dark:bg-white/5">
        <div
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white/15 text-lg font-bold lg:mb-6 lg:h-16 lg:w-16 lg:rounded-2xl lg:text-2xl"
        >
          AC
        </div>
        <div>
          <p className="text-lg font-semibold sm:text-xl lg:text-2xl">Auto Checker to help you</p>
          <p className="mt-1 text-sm text-white/70 lg:mt-2">Rekonsiliasi mutasi bank dan BO deposit / withdraw.</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col justify-center px-6 py-10 sm:px-12 lg:py-12">
        <div className="mx-auto w-full max-w-md">
          <h1 className="mb-2 text-3xl font-semibold text-gray-800 dark:text-white/90">Sign In</h1>
          <p className="mb-8 text-sm text-gray-500 dark:text-gray-400">Enter your username and password to sign in!</p>
          <form onSubmit={submit} className="space-y-5" noValidate>
            <TextField
              label="Username"
              required
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <PasswordField
              label="Password"
              required
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {error && (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
              >
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={busy || !username.trim() || !password}>
              {busy ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
