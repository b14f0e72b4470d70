import '@testing-library/jest-dom';

// Each integration file builds nothing: it starts the production build made once by `npm test`.
jest.setTimeout(60_000);
