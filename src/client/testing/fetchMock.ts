/**
 * A tiny stand-in for the network: a jest spy on global fetch that answers from a route table and
 * records every request, so a test can check what was sent. Unknown routes fail loudly.
 */
export interface MockRoute {
  method?: string;
  /** Path (and query) to match exactly, or a pattern tested against it. */
  path: string | RegExp;
  status?: number;
  body?: unknown;
}

export interface FetchMock {
  requests: Request[];
  /** The requests whose path matches, in order. */
  requestsTo: (path: string | RegExp) => Request[];
}

const matches = (route: MockRoute, request: Request, pathAndQuery: string) =>
  (route.method ?? 'GET').toUpperCase() === request.method.toUpperCase() &&
  (typeof route.path === 'string' ? route.path === pathAndQuery : route.path.test(pathAndQuery));

export function mockFetch(routes: MockRoute[]): FetchMock {
  const requests: Request[] = [];
  const pathOf = (request: Request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Relative URLs (the catalogues) resolve against the page, as a browser would.
    const target = typeof input === 'string' ? new URL(input, window.location.href).toString() : input;
    const request = new Request(target, init);
    requests.push(request);
    const route = routes.find((candidate) => matches(candidate, request, pathOf(request)));
    if (!route) throw new TypeError(`fetchMock: no route for ${request.method} ${pathOf(request)}`);
    const status = route.status ?? 200;
    const body = route.body === undefined ? null : JSON.stringify(route.body);
    return new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    requests,
    requestsTo: (path) => requests.filter((request) => (typeof path === 'string' ? pathOf(request) === path : path.test(pathOf(request)))),
  };
}

/** Reads a recorded request's JSON body (the Request was not consumed by the mock). */
export const jsonBody = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());
