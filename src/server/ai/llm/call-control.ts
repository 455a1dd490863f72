import { NoObjectGeneratedError, TypeValidationError, JSONParseError } from 'ai';
import { WriterError } from '../writer-error';

/**
 * The signal one model call runs under: the caller's (the browser went
 * away), a sibling's (another version failed) and our own idle timeout.
 * Keeping the timeout separate tells a slow provider from a cancelled request.
 *
 * The timeout is an idle one (decision 066): it fires when nothing has
 * arrived for `idleMs`. A stream calls `touch()` on every part it receives,
 * so a long, healthy stream is never cut, while a provider that stops
 * sending (before or during the stream) is given up on after `idleMs`.
 */
export type CallControl = {
  signal: AbortSignal;
  timedOut(): boolean;
  /** Something arrived from the provider: the idle clock starts again. */
  touch(): void;
  dispose(): void;
  /** Wall-clock duration so far, for metering. */
  elapsedMs(): number;
};

export function startCall(idleMs: number, signals: readonly AbortSignal[]): CallControl {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The writer stopped answering', 'TimeoutError')),
    idleMs,
  );
  timer.unref();
  const started = performance.now();
  return {
    signal: AbortSignal.any([...signals, timeout.signal]),
    timedOut: () => timeout.signal.aborted,
    touch: () => {
      if (!timeout.signal.aborted) timer.refresh();
    },
    dispose: () => clearTimeout(timer),
    elapsedMs: () => performance.now() - started,
  };
}

/** Every failure of a call, as the one error type the services catch. */
export function toWriterError(error: unknown, call: CallControl, callerSignal: AbortSignal): WriterError {
  if (error instanceof WriterError) return error;
  if (call.timedOut()) return new WriterError('timeout', { cause: error });
  if (callerSignal.aborted) return new WriterError('aborted', { cause: error });
  if (call.signal.aborted) return new WriterError('aborted', { cause: error });
  if (
    NoObjectGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  ) {
    return new WriterError('malformed', { cause: error });
  }
  return new WriterError('provider', { cause: error });
}
