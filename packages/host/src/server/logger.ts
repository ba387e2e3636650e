import { createRequire } from 'node:module';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from './config';
import { createLineBatch } from './line-batch';

/** The host's logger (pino): JSON lines in production, a human-readable line in development. */
export type HostLogger = Logger;

/** Options of createLogger: the level, the format, and where lines go (stdout unless given). */
export interface LoggerOptions {
  level: LogLevel;
  pretty: boolean;
  destination?: DestinationStream;
}

// pino-pretty is a dev dependency: absent after `npm prune --omit=dev`, where JSON lines are the output anyway.
function prettyStream(): DestinationStream | null {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname', singleLine: true });
  } catch {
    return null;
  }
}

// One ISO time per millisecond: a busy host writes many lines within the same one, and formatting a
// date was a tenth of a cached answer's cost.
let timeOfMs = -1;
let timeField = '';

/** pino's `time` field (an ISO 8601 string, as pino.stdTimeFunctions.isoTime writes it), made once per millisecond. */
export function isoTimeField(now: number = Date.now()): string {
  if (now !== timeOfMs) {
    timeOfMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

// Lines are written in batches of at least 4 KiB, and whatever is pending at least every 100 ms: one
// write per access-log line was ~5 % of a rendered page's CPU (decision 0045).
const BATCH_CHARACTERS = 4096;
const BATCH_PERIOD_MS = 100;

let stdoutLines: DestinationStream | null = null;

// stdout, one per process (however many loggers write to it): lines batched here, then written
// asynchronously by pino's destination as soon as it gets them; what is pending at exit is written
// before the process ends.
function batchedStdout(): DestinationStream {
  if (stdoutLines !== null) return stdoutLines;
  const stdout = pino.destination({ dest: 1, sync: false });
  const batch = createLineBatch((text) => stdout.write(text), BATCH_CHARACTERS);
  setInterval(batch.flush, BATCH_PERIOD_MS).unref();
  process.on('exit', () => {
    batch.flush();
    stdout.flushSync();
  });
  stdoutLines = { write: batch.add };
  return stdoutLines;
}

/** Creates the process logger at LOG_LEVEL; request headers are never logged, only the fields the access log picks. */
export function createLogger(options: LoggerOptions): HostLogger {
  const destination = options.destination ?? (options.pretty ? prettyStream() : null);
  return pino(
    {
      level: options.level,
      base: undefined,
      timestamp: () => isoTimeField(),
      formatters: { level: (label) => ({ level: label }) },
    },
    // Asynchronous writes: a busy server does not wait on stdout for every access-log line.
    destination ?? batchedStdout(),
  );
}

type StreamOf = { [pino.symbols.streamSym]: DestinationStream };

/**
 * Writes one info line to the logger's destination exactly as `logger.info(fields)` would (level,
 * time, then the fields in order, undefined ones left out), made by one JSON.stringify: pino escapes
 * each key and value in JavaScript, which was 4.5 µs of a kept page's 32 µs (issue 30, decision 0050).
 */
export function writeInfoLine(
  logger: HostLogger,
  fields: { msg: string } & Record<string, unknown>,
): void {
  if (!logger.isLevelEnabled('info')) return;
  const json = JSON.stringify(fields);
  (logger as unknown as StreamOf)[pino.symbols.streamSym].write(
    `{"level":"info"${isoTimeField()},${json.slice(1)}\n`,
  );
}
