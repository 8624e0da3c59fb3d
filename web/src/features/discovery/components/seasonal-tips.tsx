/** Spec 2: static tips on seasonal shopping and mood-based cooking. */
export const SeasonalTips = () => (
  <section aria-labelledby="seasonal-tips" className="grid gap-4 md:grid-cols-2">
    <h2 id="seasonal-tips" className="sr-only">
      Tips
    </h2>
    <div className="rounded-2xl bg-green-50 p-4 text-sm text-green-900">
      <h3 className="font-semibold">Shopping in season</h3>
      <ul className="mt-2 list-inside list-disc space-y-1">
        <li>Produce at its peak costs less and tastes of more.</li>
        <li>Ask at the market what came in this week and build the meal around it.</li>
        <li>Buy extra of what is plentiful and freeze it for later.</li>
      </ul>
    </div>
    <div className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
      <h3 className="font-semibold">Cooking for a mood</h3>
      <ul className="mt-2 list-inside list-disc space-y-1">
        <li>Comforting: slow braises and bakes that fill the house with smells.</li>
        <li>Refreshing: cold soups, crisp salads and plenty of lemon and herbs.</li>
        <li>Festive: dishes to share from the middle of the table.</li>
      </ul>
    </div>
  </section>
)
