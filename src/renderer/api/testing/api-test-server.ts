// Test-only: vitest runs this in Node even under the jsdom environment; no app code imports it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real HTTP server for the API client's tests (no axios mocks): the client's headers, bodies
 * and timing go over a socket exactly as in production. It answers CORS preflights because jsdom's
 * XMLHttpRequest enforces CORS, which keeps the production xhr adapter under test.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface TestReply {
  status?: number;
  body?: unknown;
  /** Holds the answer back, so several calls can be in flight at once. */
  delayMs?: number;
}

export type TestRoute = (request: RecordedRequest) => TestReply | Promise<TestReply>;

export interface ApiTestServer {
  /** `http://127.0.0.1:<port>` */
  baseURL: string;
  /** Every non-preflight request, in arrival order. */
  requests: RecordedRequest[];
  /** Answers a path (exact match, no query); unrouted paths get 404 in the API's error shape. */
  route(path: string, handler: TestRoute): void;
  /** Requests to one path. */
  requestsTo(path: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Accept-Language, Content-Type',
};

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts a server on 127.0.0.1 with an ephemeral port. */
export async function startApiTestServer(): Promise<ApiTestServer> {
  const routes = new Map<string, TestRoute>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(recorded);
      const handler: TestRoute =
        routes.get(path) ?? (() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }));
      void Promise.resolve(handler(recorded)).then(async (reply) => {
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        const body =
          reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        const type = typeof reply.body === 'string' ? 'text/html' : 'application/json';
        res.writeHead(reply.status ?? 200, { ...CORS_HEADERS, 'Content-Type': type }).end(body);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    route: (path, handler) => void routes.set(path, handler),
    requestsTo: (path) => requests.filter((request) => request.path === path),
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An unsigned JWT with the given claims; the client only decodes, so no signature is needed. */
export function makeTestToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
