import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center p-6 text-center">
      <h1 className="mb-6 text-5xl font-bold tracking-widest text-gray-800 dark:text-white/90">ERROR</h1>
      <p className="mb-8 text-base text-gray-600 dark:text-gray-400">We can't seem to find the page you are looking for!</p>
      <Link
        to="/"
        className="rounded-lg border border-gray-300 bg-white px-5 py-3 text-sm font-medium text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300"
      >
        Back to Home Page
      </Link>
    </main>
  );
}
