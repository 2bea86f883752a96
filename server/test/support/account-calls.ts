import type { TestContext } from './harness.ts';

/**
 * The write calls of the Admin Accounts page on one test context, made as `cookie` (none: signed out): an account's
 * status, its removal and its password.
 */
export function accountCalls(ctx: () => TestContext) {
  const by = (cookie: string | undefined) => (cookie ? { cookie } : {});
  return {
    setStatus: (cookie: string | undefined, id: number | string, account_status: unknown) =>
      ctx().request({ method: 'PUT', url: `/api/updatestatusadminacc/${id}`, payload: { account_status }, ...by(cookie) }),
    remove: (cookie: string | undefined, id: number | string) => ctx().request({ method: 'DELETE', url: `/api/deleteadminacc/${id}`, ...by(cookie) }),
    changePassword: (cookie: string | undefined, id: number | string, account_password: unknown) =>
      ctx().request({ method: 'PUT', url: `/api/updatepassadminacc/${id}`, payload: { account_password }, ...by(cookie) }),
  };
}
