import type { HTMLAttributes } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      brand: 'bg-brand-100 text-brand-800',
      premium: 'bg-amber-100 text-amber-800 ring-1 ring-amber-300',
      neutral: 'bg-stone-100 text-stone-700',
    },
  },
  defaultVariants: { variant: 'brand' },
})

type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>

export const Badge = ({ className, variant, ...props }: BadgeProps) => (
  <span className={cn(badgeVariants({ variant }), className)} {...props} />
)
