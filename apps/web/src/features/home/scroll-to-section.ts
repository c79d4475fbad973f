/**
 * Brings a section into view — smoothly, unless the visitor asked the system for reduced motion — and moves
 * keyboard focus to it so the next Tab continues from there instead of from the button.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
