import { ConfigError } from '../config/env.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';

/** A command-line mistake the operator can fix; its message is the whole story. */
export class CliError extends Error {}

/** Errors an operator can fix get one clear line, not a stack trace. */
function describeStartupError(err: unknown): string | null {
  if (err instanceof ConfigError) return err.message;
  if (err instanceof DataDirLockedError || err instanceof CliError) return err.message;
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  if (e?.code === 'EADDRINUSE') return `Port ${e.port} is already in use; stop the other server or set PORT.`;
  if (e?.code === 'EACCES' && e.port)
    return `Not allowed to listen on port ${e.port}; choose a PORT above 1024.`;
  if (e?.code === 'ECONNREFUSED' || e?.code === 'ENOTFOUND' || e?.code === '28P01' || e?.code === '3D000') {
    return `Cannot connect to the database in DATABASE_URL: ${e.message}`;
  }
  return null;
}

export function exitWith(err: unknown): never {
  const line = describeStartupError(err);
  if (line) process.stderr.write(`${line}\n`);
  else console.error(err);
  process.exit(1);
}
