import { useEffect, useRef, useState, type FocusEvent as ReactFocusEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Identity } from '@auto-checker/contract';
import { greeting } from '../../lib/jakarta-time.ts';
import { ChangePasswordDialog } from '../../features/users/ChangePasswordDialog.tsx';
import { USER_MSG } from '../../features/users/messages.ts';
import { withReason } from '../../lib/messages.ts';
import { callApi, errorMessage } from '../../lib/api.ts';
import { useToast } from '../../components/Toaster.tsx';
import { canOpen, screenOf } from '../access.ts';
import { useSignOut } from '../../lib/session.ts';

export function UserMenu({ identity, now }: { identity: Identity; now: Date }) {
  const [open, setOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  // CS cannot open the User page; 'Edit profile' then opens the own-password dialog directly.
  const userPage = screenOf('/user');
  const canOpenUserPage = userPage !== undefined && canOpen(userPage, identity);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    // The menu button pattern: the open menu has the focus on its first item.
    box.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** Arrow keys, Home and End move between the items. */
  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[(next + items.length) % items.length]!.focus();
  };
  /** Tab (or a click) out of the menu closes it. */
  const closeWhenFocusLeaves = (event: ReactFocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={box} className="relative" onBlur={closeWhenFocusLeaves}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
      >
        <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 uppercase">
          {identity.account_name.slice(0, 1)}
        </span>
        {/* Kept for screen readers on a phone, where it is not shown: it names the button. */}
        <span className="sr-only text-left sm:not-sr-only sm:block">
          <span className="block text-xs text-gray-600 dark:text-gray-400">{greeting(now)},</span>
          <span className="block font-medium">{identity.account_name}</span>
        </span>
      </button>
      {open && (
        <div
          role="menu"
          aria-label="Akun"
          onKeyDown={moveFocus}
          className="absolute right-0 mt-2 w-60 rounded-2xl border border-gray-200 bg-white p-3 shadow-lg dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="border-b border-gray-200 px-2 pb-3 dark:border-gray-800">
            <p className="text-sm font-medium">
              {greeting(now)}, {identity.account_name}
            </p>
            <p className="text-xs text-gray-500 dark:text-gray-400">
              {identity.account_role}
              {identity.account_website_code ? ` · ${identity.account_website_code}` : ''}
            </p>
          </div>
          {canOpenUserPage ? (
            <Link
              role="menuitem"
              to="/user"
              onClick={() => setOpen(false)}
              className="mt-2 block rounded-lg px-2 py-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              Edit profile
            </Link>
          ) : (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setChangingPassword(true);
              }}
              className="mt-2 block w-full rounded-lg px-2 py-2 text-left text-sm hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              Edit profile
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={async () => {
              setOpen(false);
              await signOut();
              navigate('/signin', { replace: true });
            }}
            className="block w-full rounded-lg px-2 py-2 text-left text-sm hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            Sign out
          </button>
        </div>
      )}
      {changingPassword && (
        <ChangePasswordDialog
          accountName={identity.account_name}
          busy={saving}
          onClose={() => setChangingPassword(false)}
          onSubmit={async (password) => {
            setSaving(true);
            try {
              const res = await callApi('PUT /api/updatepassadminacc/:id', { params: { id: identity.account_id }, body: { account_password: password } });
              toast('success', res.message);
              setChangingPassword(false);
            } catch (err) {
              toast('error', withReason(USER_MSG.passwordFailed, errorMessage(err)));
            } finally {
              setSaving(false);
            }
          }}
        />
      )}
    </div>
  );
}
