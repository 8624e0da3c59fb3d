/** Spec 2: which pages the importer reads, and what to do when one will not open. */
export const SupportedSourcesNote = () => (
  <section aria-labelledby="supported-sources-heading" className="text-sm text-stone-600">
    <h2 id="supported-sources-heading" className="font-semibold text-stone-800">
      Supported sources
    </h2>
    <p className="mt-1">
      Most recipe websites work: pages with a recipe card (the structured recipe data that WordPress recipe
      plugins, food magazines and big recipe sites publish), and plain pages with Ingredients and Method
      headings. Some sites block automatic requests or hide recipes behind a sign-in; for those, paste the
      page source or the recipe text instead. Addresses on private networks are never fetched.
    </p>
  </section>
)
