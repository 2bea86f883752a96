import { useCallback, useEffect, useRef, useState, type KeyboardEventHandler, type ReactNode } from 'react';

/** Which sides of a sideways-scrolling box hide content: none, the left, the right, or both. */
export type HiddenSides = 'none' | 'left' | 'right' | 'both';

/** Less than this many pixels out of sight counts as nothing (sub-pixel widths, rounding). */
const SLACK = 2;

function hiddenSides(box: HTMLElement): HiddenSides {
  const left = box.scrollLeft > SLACK;
  const right = box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK;
  return left && right ? 'both' : left ? 'left' : right ? 'right' : 'none';
}

interface ScrollRegionProps {
  /** The region's accessible name (a table's caption). */
  label: string;
  /** The box's own classes besides the scrolling and the border (a height limit, say). */
  className?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A table's box that scrolls sideways when the table is wider than the screen (Data Bank's nine columns beside the open
 * sidebar at 1366 px), and shows it: a shade on each side that hides columns, so that nobody takes the last column
 * they see for the last there is. Focusable and named, so a keyboard can scroll it too (arrow keys). The side is in
 * `data-hidden` for tests.
 */
export function ScrollRegion({ label, className = '', onKeyDown, children }: ScrollRegionProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>('none');
  const measure = useCallback(() => {
    if (box.current) setHidden(hiddenSides(box.current));
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The table changes width as rows load, columns are chosen, or the sidebar opens: watch the box and its table.
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => resized.disconnect();
  }, [measure]);
  const shade = 'pointer-events-none absolute inset-y-0 z-20 w-6 from-gray-900/15 to-transparent dark:from-black/60';
  return (
    <div className="relative">
      <div
        ref={box}
        className={`overflow-auto rounded-xl border border-gray-200 dark:border-gray-800 ${className}`}
        tabIndex={0}
        role="region"
        aria-label={label}
        data-hidden={hidden}
        onScroll={measure}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
      {(hidden === 'left' || hidden === 'both') && <div aria-hidden="true" className={`${shade} left-0 rounded-l-xl bg-linear-to-r`} />}
      {(hidden === 'right' || hidden === 'both') && <div aria-hidden="true" className={`${shade} right-0 rounded-r-xl bg-linear-to-l`} />}
    </div>
  );
}
