import { Sparkles } from 'lucide-react'

/** Marks a recipe the language model wrote for this request, so nobody mistakes it for a tested one. */
export const GeneratedBadge = () => (
  <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
    <Sparkles aria-hidden className="size-3" /> AI-created
  </span>
)
