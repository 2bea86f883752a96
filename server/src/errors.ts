/** Domain errors: services throw these, one handler turns them into HTTP answers. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Fields sent beside `message` (what the client may offer to do about it). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string, details?: Readonly<Record<string, unknown>>) {
    super(400, message, details);
  }
}
export class Unauthorized extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 413: more than the server reads at once (a file too big, a task over a worker's time or memory limit). */
export class TooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** PostgreSQL's unique_violation, raised by both drivers with this code. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/**
 * A foreign key refused the change: foreign_key_violation (a row still refers to the one being removed, or names one
 * that is gone), or restrict_violation, which PostgreSQL raises instead for a key declared ON DELETE RESTRICT.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return code === '23503' || code === '23001';
}
