import { saveChoice } from './stored-choice.ts';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

/** The stored choice, else the system's preference. (public/theme-init.js applies it before first paint.) */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  saveChoice(THEME_KEY, theme);
}
