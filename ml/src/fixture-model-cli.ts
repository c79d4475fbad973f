// Writes the tiny fixture model (see fixture-model.ts).
import { writeFileSync } from 'node:fs';
import { FIXTURE_MODEL_PATH, trainFixtureModel } from './fixture-model';

const bytes = trainFixtureModel();
writeFileSync(FIXTURE_MODEL_PATH, bytes);
console.log(`wrote ${FIXTURE_MODEL_PATH} (${bytes.length} bytes)`);
