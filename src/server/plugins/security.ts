import { createHash } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env';

/** Where Google serves the profile photos its sign-in hands over (`picture`). */
const googlePhotosOrigin = 'https://lh3.googleusercontent.com';

/** The CSP source that allows exactly this `<style>` block, and no other inline CSS. */
export const styleHashOf = (css: string) =>
  `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The Content-Security-Policy of every answer (docs/decisions/051). The built SPA has no inline
 * script or style; the server's own small pages (sign-in callback, development provider) bring
 * fixed `<style>` blocks allowed by hash.
 */
export function contentSecurityPolicy(config: Config, inlineStyleHashes: string[]) {
  const imageOrigins = [
    ...(config.storage.driver === 's3' ? [new URL(config.storage.publicUrl).origin] : []),
    ...(config.google ? [googlePhotosOrigin] : []),
  ];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...inlineStyleHashes],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Sign-in: the development provider's page posts to itself; Google's authorization
    // endpoint is reached by a redirect of /api/v1/auth/login, not by a form.
    'form-action': ["'self'"],
    ...(config.publicUrl.startsWith('https:') && { 'upgrade-insecure-requests': [] }),
  };
}

/**
 * Security headers (helmet) on every answer, and CORS only for the origins in CORS_ORIGINS:
 * without it no answer carries Access-Control-Allow-Origin, so only the app's own origin
 * can read the API from a browser.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  inlineStyleHashes: string[],
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, inlineStyleHashes),
    },
    // The sign-in popup reports back to its opener with postMessage.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The same as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
    // Browsers ignore HSTS over http; an https deployment gets helmet's default (one year).
    ...(!config.publicUrl.startsWith('https:') && { strictTransportSecurity: false }),
  });
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
      exposedHeaders: ['retry-after', 'x-request-id'],
      maxAge: 600,
    });
  }
}
