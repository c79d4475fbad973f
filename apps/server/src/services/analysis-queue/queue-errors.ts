// What the queue answers when it cannot get an analysis done, beside the worker pool's errors (server_busy,
// shutting_down, analysis_timeout, analysis_failed), which keep their meaning behind the queue.
import { ServiceUnavailableError } from '../../errors/app-error';

/** No worker process is running (or Redis cannot be reached): nothing would run the analysis. */
export class AnalysisUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(
      'analysis_unavailable',
      'The review analysis is not available right now. Please try again in a minute.',
      30,
    );
  }
}
