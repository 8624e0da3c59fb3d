/** Spec 2: which pages the importer reads, and what to do when one will not open. */
export const SupportedSourcesNote = () => (
  <section aria-labelledby="supported-sources-heading" className="text-sm text-stone-600">
    <h2 id="supported-sources-heading" className="font-semibold text-stone-800">
      Supported sources
    </h2>
    <p className="mt-1">
      Most recipe websites work: food magazines, big recipe sites and blogs whose recipes have a printable
      recipe card, and simple pages with Ingredients and Method headings. Some sites turn Forkcast away or
      keep recipes behind a sign-in: for those, paste the page or just the recipe text instead.
    </p>
  </section>
)
