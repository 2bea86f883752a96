import { MSG, identitySchema, loginBody, loginResponse, messageResponse } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { login, logout } from './service.ts';

export function authRoutes(app: AppInstance, deps: AppDeps): void {
  app.post('/api/login', { schema: { body: loginBody, response: { 200: loginResponse } } }, async (request, reply) => {
    const { identity, sessionId } = await login(deps, request.body, request.ip);
    await setSessionCookie(reply, deps, identity.account_id, sessionId);
    return { ...identity, message: 'Login berhasil.' };
  });

  app.post('/api/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    await logout(deps, request.identity, request.sessionId);
    clearSessionCookie(reply, deps);
    return { message: MSG.loggedOut };
  });

  app.get('/api/me', { schema: { response: { 200: identitySchema } } }, async (request) => signedIn(request));
}
