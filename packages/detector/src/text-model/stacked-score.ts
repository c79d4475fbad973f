// The English model's score of one text, with its parts for reasons and tools.
import type { TextScore } from './model';

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * A score whose per-part components are computed only when read (reasons, tools): the batch path
 * reads `probability` alone, and the nested object with three more exponentials per review was
 * measurable at 30,000+ reviews/s (docs/decisions/034).
 */
export class StackedScore implements TextScore {
  constructor(
    readonly probability: number,
    private readonly gpt2Logit: number,
    private readonly modernLogit: number,
    private readonly styleLogit: number,
    private readonly surprisal: number,
    private readonly structureLogit: number,
    private readonly segments: number,
    private readonly degenerate: boolean,
    private readonly framed: boolean,
    private readonly layoutRead: boolean,
    private readonly textLayerRead: boolean,
  ) {}

  get components(): Record<string, number> {
    return {
      ngram_gpt2: sigmoid(this.gpt2Logit),
      ngram_modern: sigmoid(this.modernLogit),
      style: sigmoid(this.styleLogit),
      lm_surprisal: this.surprisal,
      structure: sigmoid(this.structureLogit),
      segments: this.segments,
      degenerate: this.degenerate ? 1 : 0,
      assistant_framing: this.framed ? 1 : 0,
      // The text carries chat layout (a title line, bullets…) and the text layer weighed it.
      layout_read: this.layoutRead ? 1 : 0,
      // The chat-era text layer could raise this text above its reference path (ADR 153, 154).
      text_layer_read: this.textLayerRead ? 1 : 0,
    };
  }
}
