// How long a text must be for a copy of it to be evidence on its own (docs/decisions/042 and 106): shorter
// texts ("Great product, works as described") are written independently by many people, so their
// repetition is judged by how often and how close together it happens (short-copies.ts).
export const EXACT_MIN_WORDS = 8;
export const NEAR_MIN_WORDS = 10;
