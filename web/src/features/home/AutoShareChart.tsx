import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardTrendDay } from '@auto-checker/contract';
import { autoShare, formatDay } from './dashboard-rules.ts';

/**
 * The trend's bars, drawn by uPlot on a canvas. Loaded on its own (React.lazy), so the chart library is
 * fetched only when a dashboard shows it. The canvas is hidden from screen readers: TrendCard carries the
 * same figures as a table.
 */

const HEIGHT = 240;
const BAR = '#465fff'; // --color-brand-500
const GRID = 'rgba(128, 128, 128, 0.2)';

/** Whether the dark theme is on, following the theme toggle (a class on <html>). */
function useDarkTheme(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(document.documentElement.classList.contains('dark')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

export default function AutoShareChart({ trend }: { trend: readonly DashboardTrendDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useDarkTheme();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // The axes take the text colour the theme gives the box (a canvas cannot read Tailwind's classes).
    const text = getComputedStyle(el).color;
    const xs = trend.map((_, i) => i);
    const labels = trend.map((d) => formatDay(d.date));
    const width = () => Math.max(el.clientWidth, 280);
    const options: uPlot.Options = {
      width: width(),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, trend.length - 0.5] }, y: { range: [0, 100] } },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs,
          // On a narrow screen every other day, by its number only, so the labels do not run into each other.
          values: (u, splits) =>
            splits.map((i) => {
              if (u.width >= 560) return labels[i] ?? '';
              return (trend.length - 1 - i) % 2 === 1 ? '' : String(Number(trend[i]?.date.slice(8, 10) ?? ''));
            }),
        },
        { stroke: text, grid: { stroke: GRID, width: 1 }, ticks: { show: false }, size: 48, values: (_u, splits) => splits.map((v) => `${v}%`) },
      ],
      series: [{}, { label: 'Auto-approve', fill: BAR, stroke: BAR, width: 0, points: { show: false }, paths: uPlot.paths.bars?.({ size: [0.6, 48] }) }],
    };
    const plot = new uPlot(options, [xs, trend.map(autoShare)], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [trend, dark]);

  return <div ref={box} aria-hidden="true" className="w-full text-gray-500 dark:text-gray-400" />;
}
