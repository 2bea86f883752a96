import { bniMobileConverter } from './bni-mobile.ts';
import type { Converter } from './converter.ts';
import { mandiriLivinConverter } from './mandiri-livin.ts';
import { qrisConverter } from './qris.ts';

/** Convert Mutasi's bank choices (docs/spec/part-2.md, section 2): endpoint -> how its Excel file becomes a template CSV. */
export const CONVERTERS: Readonly<Record<string, Converter>> = {
  '/api/uploadfixbnimobileformat': bniMobileConverter,
  '/api/uploadfixmandiriformat': mandiriLivinConverter,
  '/api/uploadfixqrisformat': qrisConverter,
};
