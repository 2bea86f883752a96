import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ScreenRoute } from '@auto-checker/contract';

/** Ctrl/Cmd+K focuses it; typing lists the menu pages whose name matches; Enter opens the chosen one. */
export function MenuSearch({ items }: { items: ScreenRoute[] }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const q = query.trim().toLowerCase();
  const matches = q ? items.filter((i) => `${i.menu} ${i.title}`.toLowerCase().includes(q)) : [];

  const open = (item: ScreenRoute | undefined) => {
    if (!item) return;
    navigate(item.path);
    setQuery('');
    input.current?.blur();
  };

  return (
    <div className="relative hidden md:block">
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Cari menu"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-activedescendant={matches.length ? `${listId}-${active}` : undefined}
        placeholder="Cari menu… (Ctrl+K)"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, matches.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            open(matches[active]);
          } else if (e.key === 'Escape') {
            setQuery('');
          }
        }}
        className="h-11 w-72 rounded-lg border border-gray-200 bg-transparent px-4 text-sm placeholder:text-gray-400 focus:border-brand-500 focus:outline-none xl:w-96 dark:border-gray-800 dark:bg-white/[0.03]"
      />
      {matches.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-50 mt-1 w-full rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-800 dark:bg-gray-900"
        >
          {matches.map((item, i) => (
            <li
              key={item.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                open(item);
              }}
              className={`cursor-pointer px-4 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100' : ''}`}
            >
              {item.menu}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
