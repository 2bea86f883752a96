import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { menuFor } from '../access.ts';
import { useMe } from '../../lib/session.ts';
import { JakartaClock, useNow } from './JakartaClock.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { Sidebar } from './Sidebar.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { UserMenu } from './UserMenu.tsx';

export function AppLayout() {
  const identity = useMe();
  const items = menuFor(identity);
  const [expanded, setExpanded] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const now = useNow();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);

  // Scroll to the top and close the drawer on every route change.
  useEffect(() => {
    window.scrollTo(0, 0);
    setMobileOpen(false);
  }, [pathname]);

  // The drawer, once open, has the focus on its first link; Escape closes it and returns to the button.
  useEffect(() => {
    if (!mobileOpen) return;
    document.querySelector<HTMLElement>('#app-sidebar nav a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      toggleButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const toggle = () => {
    if (window.matchMedia('(min-width: 1024px)').matches) setExpanded((e) => !e);
    else setMobileOpen((o) => !o);
  };
  const wide = expanded || hovered;

  return (
    <div className="min-h-screen">
      {/* The first stop of Tab: past the menu and the header, straight to the page. */}
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100001] dark:bg-gray-900 dark:text-brand-100"
      >
        Skip to content
      </a>
      <Sidebar items={items} expanded={expanded} hovered={hovered} mobileOpen={mobileOpen} onHover={setHovered} onNavigate={() => setMobileOpen(false)} />
      {mobileOpen && <div className="fixed inset-0 z-40 bg-gray-900/50 lg:hidden" aria-hidden="true" onClick={() => setMobileOpen(false)} />}
      <div className={`flex min-h-screen flex-col transition-all duration-300 ${wide ? 'lg:ml-[290px]' : 'lg:ml-[90px]'}`}>
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-gray-200 bg-white px-3 sm:px-6 dark:border-gray-800 dark:bg-gray-900">
          <button
            ref={toggleButton}
            type="button"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-controls="app-sidebar"
            aria-expanded={mobileOpen || expanded}
            className="flex h-11 w-11 items-center justify-center rounded-lg border border-gray-200 text-gray-500 hover:bg-gray-100 dark:border-gray-800 dark:text-gray-400 dark:hover:bg-gray-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
              <path d="M4 6h16M4 12h16M4 18h10" />
            </svg>
          </button>
          <MenuSearch items={items} />
          <div className="ml-auto flex items-center gap-3">
            <JakartaClock now={now} />
            <ThemeToggle />
            <UserMenu identity={identity} now={now} />
          </div>
        </header>
        <main ref={main} id="main-content" tabIndex={-1} className="mx-auto w-full max-w-(--breakpoint-2xl) flex-1 p-4 focus:outline-none md:p-6">
          {/* A screen's chunk is loading (the first visit to it): the header and menu stay usable meanwhile. */}
          <Suspense
            fallback={
              <p role="status" className="p-6 text-sm text-gray-500 dark:text-gray-400">
                Loading...
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
