import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty document (Vitest runs without globals, so no automatic cleanup).
afterEach(cleanup);
