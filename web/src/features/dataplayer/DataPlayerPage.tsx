import { ComingSoonPage } from '../coming-soon/ComingSoonPage.tsx';

/** Stub: filled in by issue 8/9. */
export function DataPlayerPage() {
  return <ComingSoonPage title="Data Player" />;
}
