import { SCREENS, roleAllowed, type Identity, type ScreenRoute } from '@auto-checker/contract';

/** The screens this identity may open (the contract's table decides, as it does on the server). */
export function screensFor(identity: Identity | null): ScreenRoute[] {
  const role = identity?.account_role ?? null;
  return SCREENS.filter((s) => roleAllowed(s.access, role));
}

export function menuFor(identity: Identity | null): ScreenRoute[] {
  return screensFor(identity).filter((s) => s.menu);
}

/**
 * May this identity open the screen? A role in the list and, when the screen requires a website,
 * the account's own website.
 */
export function canOpen(screen: ScreenRoute, identity: Identity | null, requiredWebsite?: number): boolean {
  if (!roleAllowed(screen.access, identity?.account_role ?? null)) return false;
  if (requiredWebsite !== undefined && identity?.account_website !== requiredWebsite) return false;
  return true;
}

export function screenOf(pathname: string): ScreenRoute | undefined {
  return SCREENS.find((s) => s.path === pathname);
}
