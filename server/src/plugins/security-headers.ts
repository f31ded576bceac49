import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The browser-side defences every response carries, pages, API and files alike: a Content-Security-Policy
// that lets the page run only the app's own scripts and talk only to its own server, no framing by other sites
// (the admin sign-in page and its password field among them), no referrer sent away, no type sniffing, and
// HSTS when the app is served over HTTPS (COOKIE_SECURE). Stored media keep their own stricter sandbox policy.

/** The page's policy. The built client has no inline script; everything below was checked in Chromium. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Style elements: the bundle's files, the first paint's splash in index.html, and the one toasts (goober) write
  // at run time, which has no fixed hash and takes no nonce here. Style attributes in markup are refused; the
  // ones React, motion and Pixi set from script go through the CSSOM, which the policy does not govern.
  styleSrc: ["'self'", "'unsafe-inline'"],
  styleSrcAttr: ["'none'"],
  // data: for the small pictures stylesheets carry inline.
  imgSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'"],
  // 'self' covers the realtime socket's ws:/wss: on this host.
  connectSrc: ["'self'"],
  // The service worker. (Pixi makes workers from blobs only to load textures, which the grid does not.)
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

async function securityHeadersPlugin(app: FastifyInstance, { https }: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      // Over plain HTTP (local use, tests) upgrading requests would break every asset.
      directives: https ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] } : CONTENT_SECURITY_POLICY,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Pictures, sounds and videos are only ever shown by this app's pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // socket.io answers its long-polling requests itself, outside Fastify and so outside the hooks above.
  app.addHook('onReady', async () => {
    if (!app.hasDecorator('rounds')) return;
    app.rounds.io.engine.on('headers', (headers: Record<string, string>) => {
      headers['X-Content-Type-Options'] = 'nosniff';
    });
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
