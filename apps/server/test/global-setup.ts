// Compiles the server before its tests (as `npm run build` does): analysis workers always run the compiled
// dist/analysis-worker.js, and main.test.ts starts the compiled server.
import { build, SERVER } from '../../../scripts/build-node';

export default async function setup(): Promise<void> {
  await build(SERVER);
}
