import type { AppDeps, AppInstance } from '../../http/app-types.ts';

/** Stub: filled in by its issue (8/9). */
export function reportRoutes(_app: AppInstance, _deps: AppDeps): void {}
