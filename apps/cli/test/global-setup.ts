// Compiles the CLI before its tests (as `npm run build` does), for the end-to-end runs of the built command.
import { build, CLI } from '../../../scripts/build-node';

export default async function setup(): Promise<void> {
  await build(CLI);
}
