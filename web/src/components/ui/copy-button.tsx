import { useEffect, useState } from 'react'
import { Check, Copy, type LucideIcon } from 'lucide-react'
import { copyToClipboard } from '@/lib/clipboard'
import { Button } from './button'

// Spec 9: the copied confirmation shows for 2000 ms.
const COPIED_MS = 2000

interface CopyButtonProps {
  text: string
  /** The accessible name, e.g. 'Copy invite code'. */
  label: string
  /** The 'Copied!' toast's description. */
  copiedDescription: string
  /** Two copy buttons side by side (a code and a link) tell themselves apart by their icons. */
  icon?: LucideIcon
}

export const CopyButton = ({ text, label, copiedDescription, icon: Icon = Copy }: CopyButtonProps) => {
  const [isCopied, setCopied] = useState(false)

  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [isCopied])

  const copy = async () => setCopied(await copyToClipboard(text, copiedDescription))

  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => void copy()}>
      {isCopied ? <Check className="text-green-700" aria-hidden /> : <Icon aria-hidden />}
    </Button>
  )
}
