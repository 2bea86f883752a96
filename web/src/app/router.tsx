import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { SCREENS } from '@auto-checker/contract';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { SignInPage } from '../features/signin/SignInPage.tsx';
import { screensFor } from './access.ts';
import { FullPageMessage, IpGate, RequireAccess, RequireAuth } from './guards.tsx';
import { useMe } from '../lib/session.ts';

interface LazyScreen<P extends object = object> {
  Component: ComponentType<P>;
  /** Starts loading the chunk (once); resolves with the component when it is loaded. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

/** A named export of a module loaded on first use, as a component React.lazy renders. */
function lazyNamed<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: module[name] }),
      (err: unknown) => {
        loading = undefined; // a chunk that failed to load (network, new deploy) is tried again next time
        throw err;
      },
    ));
  return { Component: lazy(preload), preload };
}

/*
 * The sign-in and not-found pages are in the entry chunk; the signed-in layout and every screen load on
 * demand, one chunk each, so a visitor who has not signed in downloads none of them.
 */
const AppLayout = lazyNamed(() => import('./layout/AppLayout.tsx'), 'AppLayout');

/** The screen of each route of the contract's screen table (a route without one is refused below, at start). */
const pages: Record<string, LazyScreen> = {
  '/': lazyNamed(() => import('../features/home/HomePage.tsx'), 'HomePage'),
  '/upload': lazyNamed(() => import('../features/upload/UploadPage.tsx'), 'UploadPage'),
  '/user': lazyNamed(() => import('../features/users/UsersPage.tsx'), 'UsersPage'),
  '/whitelist': lazyNamed(() => import('../features/whitelist/WhitelistPage.tsx'), 'WhitelistPage'),
  '/website': lazyNamed(() => import('../features/website/WebsitePage.tsx'), 'WebsitePage'),
  '/databank': lazyNamed(() => import('../features/databank/DataBankPage.tsx'), 'DataBankPage'),
  '/tracking': lazyNamed(() => import('../features/tracking/TrackingPage.tsx'), 'TrackingPage'),
  '/template': lazyNamed(() => import('../features/templates/TemplatesPage.tsx'), 'TemplatesPage'),
  '/convert-mutasi': lazyNamed(() => import('../features/convert-mutasi/ConvertMutasiPage.tsx'), 'ConvertMutasiPage'),
  '/view-bo': lazyNamed(() => import('../features/view-bo/ViewBoPage.tsx'), 'ViewBoPage'),
  '/view-mutasi': lazyNamed(() => import('../features/view-mutasi/ViewMutasiPage.tsx'), 'ViewMutasiPage'),
  '/dataplayer': lazyNamed(() => import('../features/dataplayer/DataPlayerPage.tsx'), 'DataPlayerPage'),
  '/delete': lazyNamed(() => import('../features/delete/DeletePage.tsx'), 'DeletePage'),
};

function pageOf(path: string): LazyScreen {
  const page = pages[path];
  if (!page) throw new Error(`no page for the screen ${path}: add it to pages in app/router.tsx`);
  return page;
}

let FirstLayout: LazyExoticComponent<ComponentType> | undefined;

/**
 * The signed-in layout. On the first signed-in render the layout and the screen being opened load together
 * and appear at once: a screen arriving just after the layout would otherwise wait behind its fallback
 * (React holds a fallback on screen for at least 300 ms). Later screens load inside a navigation, which
 * keeps the previous screen up until the next one is ready.
 */
function SignedInLayout() {
  const { pathname } = useLocation();
  usePrefetchScreens();
  FirstLayout ??= lazy(async () => (await Promise.all([AppLayout.preload(), pages[pathname]?.preload()]))[0]);
  return <FirstLayout />;
}

/**
 * Once the first screen is up, the chunks of the other screens this account may open load in the background
 * (when the browser is idle), so moving from screen to screen does not wait for the network.
 */
function usePrefetchScreens() {
  const me = useMe();
  useEffect(() => {
    const prefetch = () => {
      for (const screen of screensFor(me))
        pageOf(screen.path)
          .preload()
          .catch(() => {});
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, [me]);
}

export const routes: RouteObject[] = [
  // Reachable even when the IP check fails: that is where a refused client is sent.
  { path: '/not-found', element: <NotFoundPage /> },
  { path: '/notfound', element: <NotFoundPage /> },
  {
    element: (
      <IpGate>
        <Outlet />
      </IpGate>
    ),
    children: [
      { path: '/signin', element: <SignInPage /> },
      {
        element: (
          <RequireAuth>
            <Suspense fallback={<FullPageMessage text="Loading..." />}>
              <SignedInLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: SCREENS.map((screen) => {
          const Page = pageOf(screen.path).Component;
          return {
            path: screen.path,
            element: (
              <RequireAccess screen={screen}>
                <Page />
              </RequireAccess>
            ),
          };
        }),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
