import { ALL_WEBSITES, MSG, isWebsiteScoped, type Identity } from '@auto-checker/contract';
import { NotFound } from '../../errors.ts';

/**
 * The website a list is about, from the code a path names: null means every website, which only
 * ADMIN can ask for (with 'all'). CHECKER and CS get their own website whatever they name; the
 * access guard has already answered 404 when they named another one.
 */
export function websiteFilter(me: Identity, named: string): string | null {
  if (isWebsiteScoped(me.account_role)) {
    if (me.account_website_code === null) throw new NotFound(MSG.websiteNotFound);
    return me.account_website_code;
  }
  const code = named.trim().toUpperCase();
  return code === ALL_WEBSITES.toUpperCase() ? null : code;
}
