import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What the database told us about a failed query, reduced to what is safe to answer and to log.
 *
 * drizzle wraps the driver's error in a DrizzleQueryError whose message carries the SQL and every parameter
 * (emails, password hashes, tokens...), and PostgreSQL's own `detail` and message quote the offending values. So
 * nothing here keeps a message: only the SQL state and the names of the schema objects involved.
 */
export interface DbFailure {
  /** The answer: status, error code, a message for people, and seconds to wait for a 503. */
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
  /** For the log only. */
  log: DbLogFields;
}

export interface DbLogFields {
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The driver error's class (DatabaseError, Error...) when there is no SQL state (connection failures). */
  driverError?: string;
  /** A system error code (ECONNREFUSED...) when the connection failed. */
  syscallCode?: string;
  /** For a 500: where the query was run from (stack frames only: the first line is the message). */
  stack?: string;
}

/** The shape of pg's DatabaseError (and of node's system errors), read defensively. */
interface PgErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  detail?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export const DB_RETRY_AFTER_SECONDS = 5;

/** Five characters with a digit somewhere: every SQLSTATE has one, node's error codes (EPIPE, EPERM...) none. */
const SQL_STATE = /^(?=.*\d)[0-9A-Z]{5}$/;
/** node-pg's and pg-pool's words for a connection that is gone, never came, or cannot be had. */
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|is not queryable|the database system is (starting up|shutting down|in recovery mode)/i;
const SYSCALL_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting), 53300 too many connections. */
const SQL_STATE_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);

const asRecord = (value: unknown): PgErrorLike | undefined =>
  typeof value === 'object' && value !== null ? (value as PgErrorLike) : undefined;
const asString = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The errors of the cause chain, outermost first (bounded: causes can loop). */
function causeChain(error: unknown): PgErrorLike[] {
  const chain: PgErrorLike[] = [];
  let current = asRecord(error);
  while (current && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = asRecord(current.cause);
  }
  return chain;
}

const sqlStateOf = (e: PgErrorLike) => {
  const code = asString(e.code);
  return code && SQL_STATE.test(code) ? code : undefined;
};

const syscallCodeOf = (e: PgErrorLike): string | undefined => {
  const code = asString(e.code);
  if (code && SYSCALL_UNAVAILABLE.has(code)) return code;
  // Connecting to "localhost" tries every address and fails with an AggregateError of them.
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const innerCode = asString(asRecord(inner)?.code);
      if (innerCode && SYSCALL_UNAVAILABLE.has(innerCode)) return innerCode;
    }
  }
  return undefined;
};

const isConnectionLoss = (e: PgErrorLike, fromDrizzle: boolean) => {
  const message = asString(e.message);
  // A refused or reset socket is the database's only under a query (storage and other clients have their own).
  return (fromDrizzle && syscallCodeOf(e) !== undefined) || (message !== undefined && CONNECTION_LOST.test(message));
};

/**
 * Finds a database failure in an error (a DrizzleQueryError, a pg DatabaseError, a connection failure, at any
 * depth of `cause`) and classifies it; undefined when the error did not come from the database.
 */
export function classifyDbError(error: unknown): DbFailure | undefined {
  const chain = causeChain(error);
  const fromDrizzle = chain.some((e) => e instanceof DrizzleQueryError);
  const withState = chain.find((e) => sqlStateOf(e) !== undefined);
  const lost = chain.find((e) => isConnectionLoss(e, fromDrizzle));
  if (!fromDrizzle && !withState && !lost) return undefined;

  const log: DbLogFields = withState
    ? {
        sqlState: sqlStateOf(withState),
        constraint: asString(withState.constraint),
        table: asString(withState.table),
        column: asString(withState.column),
      }
    : { driverError: driverErrorName(chain), syscallCode: lost ? syscallCodeOf(lost) : undefined };
  const sqlState = log.sqlState;

  if ((sqlState && (sqlState.startsWith('08') || SQL_STATE_UNAVAILABLE.has(sqlState))) || (!sqlState && lost)) {
    return {
      status: 503,
      code: 'unavailable',
      message: 'The database is not available right now. Please try again in a few seconds.',
      retryAfterSeconds: DB_RETRY_AFTER_SECONDS,
      log,
    };
  }
  switch (sqlState) {
    case '22021': // character_not_in_repertoire: a NUL or broken Unicode the contracts did not catch
    case '22P05': // untranslatable_character
      return badRequest('Text must not contain NUL characters or broken Unicode', log);
    case '23505':
      return { status: 409, code: 'conflict', message: uniqueMessage(withState), log };
    case '23503':
      // On a delete (or an update of a key) the row is still referenced; on an insert the referenced row is missing.
      return /still referenced/i.test(asString(withState?.detail) ?? '')
        ? { status: 409, code: 'conflict', message: 'This is still in use elsewhere and cannot be removed', log }
        : badRequest('Something this refers to does not exist', log);
    case '23502':
      return badRequest(log.column ? `${log.column.replaceAll('_', ' ')} is required` : 'A required value is missing', log);
    case '23514':
      return badRequest('A value is not allowed here', log);
    case '22001':
      return badRequest('A value is too long', log);
    case '22003':
      return badRequest('A number is out of range', log);
    case '22P02':
      return badRequest('A value has the wrong format', log);
    default:
      return {
        status: 500,
        code: 'internal_error',
        message: 'Something went wrong on our side',
        // drizzle's error was made where the query was awaited: the frames that say which code ran it.
        log: { ...log, stack: stackFrames(chain.find((e) => e instanceof DrizzleQueryError) ?? chain[0]) },
      };
  }
}

const badRequest = (message: string, log: DbLogFields): DbFailure => ({ status: 400, code: 'bad_request', message, log });

/** Names the columns of a unique key ("Key (agency_id, email)=(...)"), never the values after them. */
function uniqueMessage(e: PgErrorLike | undefined): string {
  const columns = /^Key \(([^)]+)\)=/.exec(asString(e?.detail) ?? '')?.[1];
  if (!columns) return 'This already exists';
  return `Another record already has this ${columns.replaceAll('_', ' ').split(', ').join(' and ')}`;
}

/** A stack without its first line(s), which repeat the message (values and all). */
export function stackFrames(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

function driverErrorName(chain: PgErrorLike[]): string | undefined {
  const innermost = chain.at(-1);
  return innermost ? asString(innermost.name) : undefined;
}
