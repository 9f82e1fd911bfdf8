import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, registerErrorHandler } from './errors';

const withCode = (code: string) => Object.assign(new Error('database error'), { code });

describe('errors of an unavailable database', () => {
  it.each([
    ['the server refusing connections', withCode('ECONNREFUSED')],
    ['an administrator shutdown', withCode('57P01')],
    ['a server still starting', withCode('57P03')],
    ['a connection cut off', new Error('Connection terminated unexpectedly')],
  ])('recognizes %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('42601')],
    ['a unique violation', withCode('23505')],
    ['a plain error', new Error('boom')],
    ['no error object', undefined],
  ])('does not take %s for one', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 with Retry-After, other failures 500, neither with details', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/down', async () => {
      throw withCode('57P01');
    });
    app.get('/broken', async () => {
      throw new Error('secret detail');
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      message: 'The service is briefly unavailable; please try again in a few seconds',
    });
    const broken = await app.inject({ url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: 'Internal server error' });
    await app.close();
  });
});
