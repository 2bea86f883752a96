import { ComingSoonPage } from '../coming-soon/ComingSoonPage.tsx';

/** Stub: filled in by issue 8/9. */
export function DeletePage() {
  return <ComingSoonPage title="Delete BO / Mutasi" />;
}
