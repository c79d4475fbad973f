// Values shared by the Playwright config, its global setup and the tests.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The admin token the test server is started with; tests use it to read stored feedback. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
