import type { AxiosInstance } from 'axios';
import { EXCEPTIONS_PATH } from './api-paths';
import { sharedUntilFailed } from './shared-until-failed';

/*
 * "On any uncaught or render error, the client posts {exception} (error text) to an
 * exception-logging endpoint, only when the host is not localhost."
 * This module must never throw and never feed its own failures back into itself: it is what
 * storage failures, window errors and the error boundary call when everything else went wrong.
 * So it uses a bare axios instance (no interceptors, no storage reads) and swallows its own errors.
 * That instance is made with the first report, so axios loads with it, not with the page.
 */

/** Developer machines: their errors are seen in the console, not the server log. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Keeps one runaway stack or huge rejection value from becoming a huge request. */
const MAX_EXCEPTION_CHARS = 10_000;

/** An error loop (e.g. a failing render retried) would otherwise post the same text forever. */
const RECENT_MEMORY = 50;

export interface ExceptionReporterDeps {
  /** API origin; '' posts to the page's own origin. */
  baseURL?: string;
  /** Where the page runs; defaults to `window.location.hostname`. */
  getHostname?: () => string;
  /** Replaces the bare axios instance, e.g. to pin an adapter in tests. */
  http?: Pick<AxiosInstance, 'post'>;
}

export interface ExceptionReporter {
  /** Posts the error text; resolves once the post settled (or was skipped). Never rejects. */
  report(error: unknown): Promise<void>;
}

/**
 * Turns anything thrown into readable text: the stack when there is one, since the stack of a
 * V8 error already starts with its name and message.
 */
export function describeException(error: unknown): string {
  try {
    if (error instanceof Error) {
      const text = error.stack?.includes(error.message)
        ? error.stack
        : `${error.name}: ${error.message}\n${error.stack ?? ''}`;
      return text.slice(0, MAX_EXCEPTION_CHARS);
    }
    if (typeof error === 'string') return error.slice(0, MAX_EXCEPTION_CHARS);
    return (JSON.stringify(error) ?? String(error)).slice(0, MAX_EXCEPTION_CHARS);
  } catch {
    return 'Unserialisable exception';
  }
}

function browserHostname(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.hostname;
}

/** Builds a reporter; tests and the desktop shell pass their own base URL and hostname. */
export function createExceptionReporter(deps: ExceptionReporterDeps = {}): ExceptionReporter {
  const given = deps.http;
  const bareHttp: () => Promise<Pick<AxiosInstance, 'post'>> = given
    ? async () => given
    : sharedUntilFailed(() =>
        import('axios').then(({ default: axios }) => axios.create({ baseURL: deps.baseURL ?? '' })),
      );
  const getHostname = deps.getHostname ?? browserHostname;
  const recent: string[] = [];
  let busy = false;

  async function report(error: unknown): Promise<void> {
    // A getter or toString that throws while being described must not re-enter the reporter.
    if (busy) return;
    busy = true;
    let exception: string;
    try {
      if (LOCAL_HOSTNAMES.has(getHostname())) return;
      exception = describeException(error);
      if (recent.includes(exception)) return;
      recent.push(exception);
      if (recent.length > RECENT_MEMORY) recent.shift();
    } catch {
      return;
    } finally {
      busy = false;
    }
    try {
      await (await bareHttp()).post(EXCEPTIONS_PATH, { exception });
    } catch (postError) {
      // Logged, not reported: reporting the failure to report is the recursion we must avoid.
      console.error('Could not report an exception', postError);
    }
  }

  return { report };
}

let defaultReporter = createExceptionReporter();

/**
 * Points the app-wide reporter at the API (the desktop build talks to a remote origin). Call once
 * at start-up, before `installGlobalErrorReporting`.
 */
export function configureExceptionReporting(deps: ExceptionReporterDeps): void {
  defaultReporter = createExceptionReporter(deps);
}

/**
 * Reports an error through the app-wide reporter. Safe to call from anywhere, including
 * catch blocks and error boundaries: it never throws and its promise never rejects.
 */
export function reportException(error: unknown): Promise<void> {
  try {
    return defaultReporter.report(error);
  } catch {
    return Promise.resolve();
  }
}

/**
 * Hooks the window's 'error' and 'unhandledrejection' events to the reporter ("any
 * uncaught ... error"). Returns a function that removes the hooks.
 */
export function installGlobalErrorReporting(
  target: Window = window,
  report: (error: unknown) => Promise<void> = reportException,
): () => void {
  const onError = (event: ErrorEvent): void => {
    void report(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    void report(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
