// The seeds an artifact's training split its rows with (stored in its header), so that an evaluation can take
// exactly the rows that training held out.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { decodeArtifact } from '@reviewsentry/detector/text-model';

const trainingSchema = z.object({
  seed: z.coerce.number().int(),
  multilingual: z.object({ seed: z.number().int() }).optional(),
});

export interface ArtifactSeeds {
  /** The English corpus split (fit / stack / val). */
  english: number;
  /** The other languages' split; an artifact without a multilingual head used the English seed. */
  multilingual: number;
}

export function artifactSeeds(bytes: Uint8Array): ArtifactSeeds {
  const training = trainingSchema.parse(decodeArtifact(bytes).header.training);
  return { english: training.seed, multilingual: training.multilingual?.seed ?? training.seed };
}

export function artifactSeedsOf(modelPath: string): ArtifactSeeds {
  return artifactSeeds(readFileSync(modelPath));
}
