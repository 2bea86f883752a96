import { PageHeader } from '../../components/PageHeader.tsx';
import { useMe } from '../../app/session.ts';

/** Placeholder until the dashboard (issue 8/9). */
export function HomePage() {
  const me = useMe();
  return (
    <>
      <PageHeader title="Dashboard" />
      <section className="rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-white/[0.03]">
        <h2 className="text-lg font-semibold">Selamat datang di Auto Checker, {me.account_name}</h2>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          Ringkasan harian (deposit dan withdraw yang cocok otomatis, yang masih Pending, dan upload terakhir) akan tampil di sini.
          Gunakan menu di samping untuk mulai bekerja.
        </p>
      </section>
    </>
  );
}
