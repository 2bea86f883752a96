import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { DashboardTrendDay } from '@auto-checker/contract';
import { Card } from '../../components/Card.tsx';
import { autoShare, formatCount, formatLongDay, formatShare } from './dashboard-rules.ts';

const AutoShareChart = lazy(() => import('./AutoShareChart.tsx'));

const chartNote = 'flex h-60 items-center justify-center text-sm text-gray-500 dark:text-gray-400';

/**
 * The chart's code arrives separately: when it cannot (a new release replaced the file, the network dropped),
 * the card says so instead of the error taking the whole page down. The figures stay in the table.
 */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className={chartNote}>Grafik tidak dapat dimuat. Muat ulang halaman untuk mencoba lagi.</p> : this.props.children;
  }
}

/**
 * The last 14 days' share of BO rows approved by the matcher. The bars are for the eye; the same figures
 * are a table for screen readers.
 */
export function TrendCard({ trend }: { trend: readonly DashboardTrendDay[] }) {
  return (
    <Card title="Auto-approve 14 hari terakhir" subtitle="Persentase data BO (deposit dan withdraw) yang di-approve otomatis per tanggal mutasi">
      <ChartBoundary>
        <Suspense fallback={<p className={chartNote}>Memuat grafik...</p>}>
          <AutoShareChart trend={trend} />
        </Suspense>
      </ChartBoundary>
      {/* A table ignores a 1 px width: the wrapper hides it without widening the page. */}
      <div className="sr-only">
        <table>
          <caption>Auto-approve 14 hari terakhir</caption>
          <thead>
            <tr>
              <th scope="col">Tanggal</th>
              <th scope="col">Data BO</th>
              <th scope="col">Auto</th>
              <th scope="col">Persentase</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDay(day.date)}</th>
                <td>{formatCount(day.total)}</td>
                <td>{formatCount(day.auto)}</td>
                <td>{formatShare(autoShare(day))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
