// A deterministic TextModel for tests that need exact control over which reviews the text model calls
// fake (verdict boundaries, monotonicity). It is a real implementation of the port, not a mock: texts that
// contain the marker word score 0.99, all others 0.01. Properties that depend on the trained model are
// tested with the committed model on real rows (real-model.test.ts).
import type { TextModel } from '../text-model';

export const FAKE_MARKER = 'zqxfake';

export const markerModel: TextModel = {
  id: 'marker-test-model',
  version: '0.0.0',
  languages: ['en'],
  minWords: 10,
  score: (text) => ({ probability: text.includes(FAKE_MARKER) ? 0.99 : 0.01 }),
};
