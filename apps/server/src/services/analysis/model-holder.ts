// The detector with its text model, loaded once when the app starts (never per request). A model file that fails
// to load does not take the whole site down: news, feedback and the pages keep working and the analysis routes
// answer 503 model_unavailable (docs/decisions/080-analysis-api-structure.md).
import { createAnalyzer, DEFAULT_TEXT_MODEL_PATH, loadTextModel } from '@reviewsentry/detector';
import type { Analyzer } from '@reviewsentry/detector';
import { AppError } from '../../errors/app-error';

export interface ModelHolder {
  /** The analyzer, or a model_unavailable AppError when the model could not be loaded. */
  get(): Analyzer;
  readonly loadError: Error | null;
}

export class ModelUnavailableError extends AppError {
  constructor() {
    super(
      'model_unavailable',
      'The review analysis is not available right now. Please try again later.',
      503,
      true,
    );
  }
}

// One model per file per process: every app built in a test file shares it, as would several apps in one server.
const loaded = new Map<string, Analyzer | Error>();

export function loadModelHolder(modelPath: string = DEFAULT_TEXT_MODEL_PATH): ModelHolder {
  let entry = loaded.get(modelPath);
  if (entry === undefined) {
    try {
      entry = createAnalyzer({ textModel: loadTextModel(modelPath) });
    } catch (error) {
      entry = error instanceof Error ? error : new Error(String(error));
    }
    loaded.set(modelPath, entry);
  }
  const result = entry;
  return {
    loadError: result instanceof Error ? result : null,
    get() {
      if (result instanceof Error) throw new ModelUnavailableError();
      return result;
    },
  };
}
