/**
 * A person's choice kept in this browser (theme, a table's columns, a review screen's Status Type). Storage may be
 * unavailable (a private window, a full quota): reading then finds nothing and saving is skipped, so the choice holds
 * for the visit only.
 */
export function readChoice(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function saveChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // no storage: the choice lasts until the page is left
  }
}
