import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Google sign-in is on: its script, button frame and styles come from accounts.google.com. */
  googleSignIn: boolean;
}

/** Google Identity Services' origins, as its CSP guide lists them. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** One year, the least the HSTS preload list accepts. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The page's own host as the browser addressed it, for the live channel's socket (ws/wss of
 * self: CSP 3 lets 'self' match them, older Safari does not). Anything that is not a plain
 * host[:port] is left out rather than written into the header.
 */
function socketSources(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return '';
  return `ws://${host} wss://${host}`;
}

/**
 * The security headers (docs/security.md "Headers") of every answer, HTML and API alike, with
 * @fastify/helmet. The web client has no inline script (index.html loads modules from 'self';
 * the server-rendered state is an `application/json` data block, which CSP does not run), so
 * script-src is 'self' with no nonce or hash. Styles allow inline: React, tldraw and tiptap set
 * style attributes, which cannot execute script. HSTS is sent only on an answer that went out
 * over HTTPS (as Fastify sees it: with TRUST_PROXY, X-Forwarded-Proto from the trusted proxy), as
 * RFC 6797 7.2 asks.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const google = options.googleSignIn ? [GOOGLE_GSI] : [];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...google.map((origin) => `${origin}client`)],
          styleSrc: ["'self'", "'unsafe-inline'", ...google.map((origin) => `${origin}style`)],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:', 'mediastream:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", (req) => socketSources(req as IncomingMessage), ...google],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: google.length ? google : ["'none'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // The desktop app (app:// origin) shows avatars and videos the API serves.
      crossOriginResourcePolicy: false,
      // Google's sign-in popup talks back to the page that opened it.
      crossOriginOpenerPolicy: { policy: options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
      // Google sign-in checks the page's origin from the referrer; the path stays private.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    });
  },
  { name: 'security-headers' },
);
