import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markFirstScreenShown } from '@/lib/first-screen';

// findBy and waitFor give up after 1 s by default: a busy 2-core machine (the suite runs two workers) needs longer to
// render a lazy screen. What never appears still fails.
configure({ asyncUtilTimeout: 4_000 });

// The entry marks the first screen painted; under test, work that waits for it (warm-ups) runs at once, as after it.
markFirstScreenShown();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
