import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_ROUTES, apiPath, type ApiCalls, type PathParams, type UnknownCalls, type UnlistedRoutes } from '../src/index.ts';

describe('the calls of the API', () => {
  it('type every route of API_ROUTES, and nothing else (checked by the type checker: npm run typecheck)', () => {
    expectTypeOf<UnlistedRoutes>().toEqualTypeOf<never>();
    expectTypeOf<UnknownCalls>().toEqualTypeOf<never>();
    expectTypeOf<ApiCalls['POST /api/login']['body']>().toEqualTypeOf<{ account_name: string; account_password: string }>();
    expectTypeOf<PathParams<'/api/viewwhitelist/:pageSize/:page'>>().toEqualTypeOf<{ pageSize: string | number } & { page: string | number }>();
    expect(API_ROUTES.length).toBeGreaterThan(90);
  });

  it('write a path from its parameters, each encoded, with a query', () => {
    expect(apiPath('/api/searchtracking/:website/:search/:pageSize/:page', { website: 'WEB 1', search: 'budi/s?', pageSize: 10, page: 2 })).toBe(
      '/api/searchtracking/WEB%201/budi%2Fs%3F/10/2',
    );
    expect(apiPath('/api/suggestions/:kind', { kind: 'bo' }, { ids: '1,2' })).toBe('/api/suggestions/bo?ids=1%2C2');
    expect(apiPath('/api/me', {})).toBe('/api/me');
  });

  it('refuses a path with a parameter left empty, rather than asking another path', () => {
    expect(() => apiPath('/api/deleteadminacc/:id', { id: '' })).toThrow('/api/deleteadminacc/:id: no value for :id');
  });
});
