/** Small stroke icons for the menu (24x24 paths), so no icon font or package is needed. */
const paths: Record<string, string> = {
  '/': 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  '/upload': 'M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3',
  '/view-bo': 'M4 5h16M4 12h16M4 19h10',
  '/view-mutasi': 'M4 6h16v12H4zM4 10h16M8 14h3',
  '/user': 'M16 7a4 4 0 11-8 0 4 4 0 018 0zM4 21a8 8 0 0116 0',
  '/whitelist': 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4z',
  '/convert-mutasi': 'M4 7h13l-3-3M20 17H7l3 3',
  '/template': 'M6 3h9l5 5v13H6zM14 3v6h6M9 14h6M9 17h6',
  '/website': 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  '/dataplayer': 'M4 19V9m6 10V5m6 14v-7m4 7H2',
  '/databank': 'M3 10l9-6 9 6M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18',
  '/tracking': 'M12 8v4l3 2M12 3a9 9 0 100 18 9 9 0 000-18z',
  '/delete': 'M5 7h14M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
};

export function MenuIcon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[path] ?? paths['/']!} />
    </svg>
  );
}
