import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Testing Library unmounts by itself only with Vitest globals, which this tier does not turn on.
afterEach(() => cleanup());
beforeEach(() => localStorage.clear());
// `findBy…` and `waitFor` give up after 1 s by default: a lazy route's first import takes longer than that on a busy
// two-core machine. What is awaited still has to come; it may take up to 5 s.
configure({ asyncUtilTimeout: 5_000 });
