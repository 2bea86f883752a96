import { PageHeader } from '../../components/PageHeader.tsx';

/** A screen whose issue has not landed yet: the route, menu and guard exist; the content does not. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="rounded-2xl border border-dashed border-gray-300 p-10 text-center text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
        Halaman ini sedang disiapkan.
      </section>
    </>
  );
}
