import { setupServer } from 'msw/node';
import { happyHandlers } from './menu-api-handlers';

/** The fake CMS for unit tests: happy by default, `server.use(...)` for one test's failure. */
export const server = setupServer(...happyHandlers);
