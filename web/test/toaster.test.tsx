import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MAX_TOASTS, TOAST_MS, Toaster, useToast } from '../src/components/Toaster.tsx';
import type { NoticeState } from '../src/components/Notice.tsx';

type Show = (kind: NoticeState['kind'], text: string) => void;

/** The toaster alone; `show` is its toast function, as a page gets it from useToast. */
function renderToaster() {
  let show: Show = () => {};
  function Grab() {
    show = useToast();
    return null;
  }
  render(
    <Toaster>
      <Grab />
    </Toaster>,
  );
  return (kind: NoticeState['kind'], text: string) => act(() => show(kind, text));
}

/** The messages shown now, oldest first. */
const shown = () => [...screen.getByTestId('toasts').children].map((t) => t.textContent);

describe('Toaster', () => {
  it('shows one message of a kind: the newest replaces the one still shown', () => {
    const toast = renderToaster();
    toast('success', 'Berhasil update 1 data.');
    toast('success', 'Berhasil update 2 data.');
    toast('success', 'Berhasil hapus 1 data.');
    expect(shown()).toEqual(['Berhasil hapus 1 data.']);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it(`never shows more than ${MAX_TOASTS} at once, one per kind, newest last`, () => {
    const toast = renderToaster();
    for (let i = 1; i <= 4; i++) {
      toast('success', `ok ${i}`);
      toast('error', `gagal ${i}`);
      toast('info', `info ${i}`);
    }
    expect(shown()).toEqual(['ok 4', 'gagal 4', 'info 4']);
    toast('error', 'gagal 5');
    expect(shown()).toEqual(['ok 4', 'info 4', 'gagal 5']);
    expect(screen.getByRole('alert')).toHaveTextContent('gagal 5');
  });

  it('lets each message stay its 4 s; one replaced does not take its successor with it', () => {
    vi.useFakeTimers();
    const toast = renderToaster();
    toast('success', 'first');
    act(() => vi.advanceTimersByTime(3000));
    toast('success', 'second');
    act(() => vi.advanceTimersByTime(TOAST_MS - 3000));
    // The first one's time is up; the second one has 3 s left.
    expect(shown()).toEqual(['second']);
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toEqual(['second']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('sits at the bottom of the screen, away from the filters at the top, and lets clicks through', () => {
    renderToaster()('info', 'x');
    const stack = screen.getByTestId('toasts');
    const classes = [...stack.classList];
    expect(classes).toContain('fixed');
    expect(classes).toContain('bottom-4');
    expect(classes.some((c) => /(^|:)top-/.test(c))).toBe(false);
    expect(classes).toContain('pointer-events-none');
    expect([...stack.querySelectorAll('*')].some((el) => el.classList.contains('pointer-events-auto'))).toBe(false);
  });

  it('leaves no timer behind once it is gone: a toast shown just before a page closes never fires into it', () => {
    vi.useFakeTimers();
    const toast = renderToaster();
    toast('success', 'saved');
    toast('error', 'failed');
    expect(vi.getTimerCount()).toBe(2);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
