import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Testing Library unmounts by itself only with Vitest globals, which this tier does not turn on.
afterEach(() => cleanup());
beforeEach(() => localStorage.clear());
