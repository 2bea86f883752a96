import { SignJWT, jwtVerify } from 'jose';

export const SESSION_COOKIE = 'token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  accountId: number;
  sessionId: string;
}

/** Signs and verifies the session cookie. The token names a server-side session, so it can be revoked. */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.accountId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything forged, tampered, expired or malformed. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.now() });
      const accountId = Number(payload.sub);
      if (!Number.isInteger(accountId) || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      return { accountId, sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  /** When a session opened at `start` ends. */
  expiryFrom(start: Date): Date {
    return new Date(start.getTime() + this.ttlSeconds * 1000);
  }

  get maxAgeSeconds(): number {
    return this.ttlSeconds;
  }
}
