import { Gift } from 'lucide-react'

/** Spec 1 and 6: import is a free-tier feature, open to everyone, that grows the shared recipe database. */
export const FreeTierNotice = () => (
  <aside
    aria-label="Free for everyone"
    className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-stone-700"
  >
    <Gift className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
    <p>
      <span className="font-semibold text-stone-900">Free on every plan.</span> Recipes you import from public
      web pages join the shared Forkcast recipe database, so every family can find them, with a link back to
      the original. Pasted recipes and bulk uploads stay private to you.
    </p>
  </aside>
)
