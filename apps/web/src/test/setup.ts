import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markFirstScreenShown } from '@/lib/first-screen';

// The entry marks the first screen painted; under test, work that waits for it (warm-ups) runs at once, as after it.
markFirstScreenShown();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
