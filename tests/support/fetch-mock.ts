/** A JSON answer as fetch would return it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Spies on fetch (each test sets its answers) and silences console.error, restoring both after every test. */
export function setUpFetchMock(): { fetch: jest.SpyInstance; consoleError: jest.SpyInstance } {
  const spies = {} as { fetch: jest.SpyInstance; consoleError: jest.SpyInstance };
  beforeEach(() => {
    spies.fetch = jest.spyOn(global, 'fetch');
    spies.consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    spies.fetch.mockRestore();
    spies.consoleError.mockRestore();
  });
  return spies;
}
