// The analyzer a detector bench measures: this tree's, or with DETECTOR=<src folder of another tree> that
// tree's (for before/after figures of the detector alone; bench/analyze-compare.ts unpacks older trees).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAnalyzer as currentAnalyzer } from '@reviewsentry/detector';

export const createAnalyzer: typeof currentAnalyzer = process.env.DETECTOR
  ? (
      (await import(pathToFileURL(resolve(process.env.DETECTOR, 'analyzer.ts')).href)) as {
        createAnalyzer: typeof currentAnalyzer;
      }
    ).createAnalyzer
  : currentAnalyzer;
