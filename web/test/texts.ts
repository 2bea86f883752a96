import { within, type ByRoleMatcher } from '@testing-library/react';

/** What the page says, read in order: a row's cells, a select's options, the elements of a role. */

/** What a row's cells (td) say, in order. */
export const cellsOf = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent);

/** What a select's options say, in order. */
export const optionsOf = (select: Element) => [...select.querySelectorAll('option')].map((o) => o.textContent);

/** What each element of `role` (column headers, a dialog's buttons...) in `container` says, in order. */
export const roleTexts = (role: ByRoleMatcher, container: HTMLElement = document.body) =>
  within(container)
    .getAllByRole(role)
    .map((el) => el.textContent);
