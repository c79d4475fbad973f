import type { AnchorHTMLAttributes, ReactNode } from 'react';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  /** Announce the new tab to screen-reader users (off when the accessible name comes from aria-label). */
  announceNewTab?: boolean;
};

/** A link to another site: always a new tab, never handing `window.opener` or the referrer to it. */
export function ExternalLink({ children, announceNewTab = true, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {announceNewTab && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
