import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quick enough per request (a few ms for a 200 KB page) and within a tenth of the best size. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Sends text written per request (a page, a sitemap part) brotli- or gzip-compressed when the
 * client takes it: the built files are compressed at build time, these cannot be. The caller
 * says `Vary: accept-encoding`.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string) {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(await brotli(text, brotliOptions));
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(text));
  }
  return reply.send(text);
}
