/** The demo API for Node (jest): `server.listen()` in the test setup, `resetDb()` before each test. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
