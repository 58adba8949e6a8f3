// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXCEPTIONS_PATH } from './api-paths';
import { createExceptionReporter, installGlobalErrorReporting } from './exception-reporter';
import { startApiTestServer, type ApiTestServer } from './testing/api-test-server';

/** vitest's jsdom environment exposes the JSDOM instance, whose URL a test may change. */
declare const jsdom: { reconfigure(options: { url: string }): void };

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.route(EXCEPTIONS_PATH, () => ({ body: { ok: true } }));
  jsdom.reconfigure({ url: 'https://repetytor.test/' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('exception reporting', () => {
  it('posts {exception} with the error text to /users/v1/open/exceptions when the host is not localhost', async () => {
    const reporter = createExceptionReporter({ baseURL: server.baseURL });

    await reporter.report(new TypeError('lesson is undefined'));

    const posts = server.requestsTo(EXCEPTIONS_PATH);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.method).toBe('POST');
    expect(posts[0]?.headers.authorization).toBeUndefined();
    const body = posts[0]?.body as { exception: string };
    expect(Object.keys(body)).toEqual(['exception']);
    expect(body.exception).toMatch(/^TypeError: lesson is undefined\n\s+at /);
  });

  it.each(['http://localhost:5173/', 'http://127.0.0.1:8080/'])(
    'posts nothing when the page runs on %s',
    async (url) => {
      jsdom.reconfigure({ url });
      const reporter = createExceptionReporter({ baseURL: server.baseURL });

      await reporter.report(new Error('dev only'));

      expect(server.requests).toHaveLength(0);
    },
  );

  it("reports window 'error' and 'unhandledrejection' events until uninstalled", async () => {
    const reporter = createExceptionReporter({ baseURL: server.baseURL });
    const reported: Promise<void>[] = [];
    const uninstall = installGlobalErrorReporting(window, (error) => {
      const done = reporter.report(error);
      reported.push(done);
      return done;
    });

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('render crashed'), message: 'render crashed' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'quiz save rejected' }));
    uninstall();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'after uninstall' }));
    await Promise.all(reported);

    const texts = server
      .requestsTo(EXCEPTIONS_PATH)
      .map((request) => (request.body as { exception: string }).exception);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Error: render crashed/);
    expect(texts[1]).toBe('quiz save rejected');
  });

  it('never throws and never recurses, even when the post fails or describing the error reports again', async () => {
    server.route(EXCEPTIONS_PATH, () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'down' } }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = createExceptionReporter({ baseURL: server.baseURL });
    const nested: Promise<void>[] = [];
    const reentrant = {
      toJSON() {
        nested.push(reporter.report(new Error('reported while reporting')));
        return { reentrant: true };
      },
    };

    await expect(reporter.report(reentrant)).resolves.toBeUndefined();
    await Promise.all(nested);
    await expect(
      reporter.report({
        toJSON: () => {
          throw new Error('unserialisable');
        },
      }),
    ).resolves.toBeUndefined();

    const posts = server.requestsTo(EXCEPTIONS_PATH);
    expect(posts.map((request) => request.body)).toEqual([
      { exception: '{"reentrant":true}' },
      { exception: 'Unserialisable exception' },
    ]);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('posts the same exception text only once', async () => {
    const reporter = createExceptionReporter({ baseURL: server.baseURL });
    const error = new Error('render loop');

    await reporter.report(error);
    await reporter.report(error);

    expect(server.requestsTo(EXCEPTIONS_PATH)).toHaveLength(1);
  });
});
