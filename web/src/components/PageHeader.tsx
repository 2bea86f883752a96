import { Link } from 'react-router';

/** Page title with the breadcrumb 'Home > title'. */
export function PageHeader({ title }: { title: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-gray-800 dark:text-white/90">{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol className="flex items-center gap-1.5 text-sm">
          <li>
            <Link to="/" className="text-gray-500 hover:text-brand-500 dark:text-gray-400">
              Home
            </Link>
          </li>
          <li aria-hidden="true" className="text-gray-400">
            &gt;
          </li>
          <li aria-current="page" className="text-gray-800 dark:text-white/90">
            {title}
          </li>
        </ol>
      </nav>
    </div>
  );
}
