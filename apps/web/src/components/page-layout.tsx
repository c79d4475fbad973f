import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface PageLayoutProps {
  /** Document title (without the site name). */
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every text page: document title, the page's single h1, an optional lead paragraph. */
export function PageLayout({ title, heading, intro, children }: PageLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      {intro && <div className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</div>}
      <div className="mt-10">{children}</div>
    </div>
  );
}

/** A titled block of prose inside a page. */
export function ProseSection({
  id,
  heading,
  children,
}: {
  id?: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-heading` : undefined}
      className="mt-10 first:mt-0"
    >
      <h2 id={id ? `${id}-heading` : undefined} className="text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-3 max-w-3xl space-y-4 text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a:hover]:text-indigo-900 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}
