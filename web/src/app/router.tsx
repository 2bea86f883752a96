import type { ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { SCREENS } from '@auto-checker/contract';
import { ConvertMutasiPage } from '../features/convert-mutasi/ConvertMutasiPage.tsx';
import { TemplatesPage } from '../features/templates/TemplatesPage.tsx';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage.tsx';
import { DataBankPage } from '../features/databank/DataBankPage.tsx';
import { DataPlayerPage } from '../features/dataplayer/DataPlayerPage.tsx';
import { DeletePage } from '../features/delete/DeletePage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { SignInPage } from '../features/signin/SignInPage.tsx';
import { TrackingPage } from '../features/tracking/TrackingPage.tsx';
import { UploadPage } from '../features/upload/UploadPage.tsx';
import { UsersPage } from '../features/users/UsersPage.tsx';
import { ViewBoPage } from '../features/view-bo/ViewBoPage.tsx';
import { ViewMutasiPage } from '../features/view-mutasi/ViewMutasiPage.tsx';
import { WebsitePage } from '../features/website/WebsitePage.tsx';
import { WhitelistPage } from '../features/whitelist/WhitelistPage.tsx';
import { IpGate, RequireAccess, RequireAuth } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';

/** The screen of each route; routes whose issue has not landed show a placeholder. */
const pages: Record<string, ReactNode> = {
  '/': <HomePage />,
  '/upload': <UploadPage />,
  '/user': <UsersPage />,
  '/whitelist': <WhitelistPage />,
  '/website': <WebsitePage />,
  '/databank': <DataBankPage />,
  '/tracking': <TrackingPage />,
  '/template': <TemplatesPage />,
  '/convert-mutasi': <ConvertMutasiPage />,
  '/view-bo': <ViewBoPage />,
  '/view-mutasi': <ViewMutasiPage />,
  '/dataplayer': <DataPlayerPage />,
  '/delete': <DeletePage />,
};

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
            <AppLayout />
          </RequireAuth>
        ),
        children: SCREENS.map((screen) => ({
          path: screen.path,
          element: <RequireAccess screen={screen}>{pages[screen.path] ?? <ComingSoonPage title={screen.title} />}</RequireAccess>,
        })),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
