import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@auto-checker/contract';

// findBy*/waitFor give up after 5 s, not 1 s: on a loaded CI machine a 400 ms search
// debounce plus typing plus a render has taken over 1 s, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5000 });

// The browser of a test holds the readable mark of a session (contract/src/session.ts), so that the app asks the
// fake server who is signed in; tests of a browser that never signed in clear it.
beforeEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

// jsdom has no matchMedia; the layout asks it whether the screen is wide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
