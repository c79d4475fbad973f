// The four figures are the product brief's, quoted as given there.
const STATISTICS = [
  { value: '1.8M+', label: 'Scammed shoppers in 2023' },
  { value: '45%', label: 'Products found fake' },
  { value: '$5.8B+', label: 'Losses' },
  { value: '2.5M+', label: 'Fake product reports' },
] as const;

export function StatisticsSection({ id }: { id: string }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="bg-slate-50 focus:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-slate-900">
          Online shopping fraud in numbers
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Fake reviews and counterfeit listings cost shoppers real money. These are the figures that
          made us start ReviewSentry.
        </p>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STATISTICS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <dt className="mt-2 text-base font-medium text-slate-700">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-indigo-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-slate-600">
          Industry estimates as quoted in our project brief; we have not verified their original
          sources.
        </p>
      </div>
    </section>
  );
}
