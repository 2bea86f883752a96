import { NavLink } from 'react-router';
import type { ScreenRoute } from '@auto-checker/contract';
import { MenuIcon } from './icons.tsx';

interface SidebarProps {
  items: ScreenRoute[];
  expanded: boolean;
  hovered: boolean;
  mobileOpen: boolean;
  onHover: (hovered: boolean) => void;
  onNavigate: () => void;
}

/**
 * 290 px expanded, 90 px collapsed (expanding while hovered); a drawer on small screens, where the closed
 * drawer is also invisible, so Tab does not wander through links off the screen.
 */
export function Sidebar({ items, expanded, hovered, mobileOpen, onHover, onNavigate }: SidebarProps) {
  const wide = expanded || hovered || mobileOpen;
  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      onMouseEnter={() => !expanded && onHover(true)}
      onMouseLeave={() => onHover(false)}
      className={`fixed top-0 left-0 z-50 flex h-screen flex-col border-r border-gray-200 bg-white px-4 duration-300 dark:border-gray-800 dark:bg-gray-900 ${
        wide ? 'w-[290px]' : 'w-[90px]'
      } ${
        // Visible at once when opening (so its first link can take the focus), hidden only once it has slid away.
        mobileOpen ? 'translate-x-0 transition-[width,translate]' : '-translate-x-full transition-[width,translate,visibility] max-lg:invisible'
      } lg:translate-x-0`}
    >
      <div className={`flex h-16 items-center ${wide ? 'justify-start' : 'justify-center'}`}>
        <span className="flex items-center gap-2 text-lg font-bold text-brand-500 dark:text-brand-400">
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-500 text-sm text-white">
            AC
          </span>
          {wide && <span>Auto Checker</span>}
        </span>
      </div>
      <nav aria-label="Menu" className="flex-1 overflow-y-auto pb-6">
        {wide && <h2 className="mb-3 text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">Menu</h2>}
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end
                onClick={onNavigate}
                title={wide ? undefined : item.menu}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${wide ? '' : 'justify-center'} ${
                    isActive
                      ? 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100'
                      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5'
                  }`
                }
              >
                <MenuIcon path={item.path} />
                <span className={wide ? '' : 'sr-only'}>{item.menu}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        {items.length === 0 && wide && <p className="text-sm text-gray-500">Tidak ada menu untuk role ini.</p>}
      </nav>
    </aside>
  );
}
