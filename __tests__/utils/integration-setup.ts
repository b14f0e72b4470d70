import { stopAllSites } from './production-server';
import '@testing-library/jest-dom';

// Each integration file builds nothing: it starts the production build made once by `npm test`.
jest.setTimeout(60_000);

// After the file's own afterAll: whatever a failed set-up left running is stopped with the file.
afterAll(() => stopAllSites());
