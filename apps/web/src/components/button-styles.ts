// Shared class lists so links styled as buttons and real buttons look alike everywhere.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70';

export const primaryButton = `${base} bg-indigo-700 text-white hover:bg-indigo-800`;
export const secondaryButton = `${base} border border-indigo-700 bg-white text-indigo-800 hover:bg-indigo-50`;
export const onDarkPrimaryButton = `${base} bg-amber-300 text-slate-950 hover:bg-amber-200`;
export const onDarkSecondaryButton = `${base} border border-white/80 text-white hover:bg-white/10`;
/** A button inside a sentence ("Try an example"): it reads as a link. */
export const exampleButton =
  'font-semibold text-indigo-800 underline hover:text-indigo-950 disabled:opacity-70';
