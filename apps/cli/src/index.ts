// Public entry of @reviewsentry/cli for scripts and tests; the command itself is bin/reviewsentry.js.
export { runCli } from './cli';
export type { CliIo } from './io';
export {
  analysisOutputSchema,
  csvAnalysisOutputSchema,
  urlAnalysisOutputSchema,
  type AnalysisOutput,
} from './analysis-output';
