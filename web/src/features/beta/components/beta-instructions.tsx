import { Card } from '@/components/ui/card'

/** Spec 2.11: how to share an invite, with this server's own address. */
export const BetaInstructions = ({ origin }: { origin: string }) => (
  <Card className="p-6">
    <h2 className="mb-3 text-lg font-semibold">How to invite a tester</h2>
    <p className="mb-3 text-sm text-stone-700">
      Forkcast runs at <span className="break-all font-mono">{origin}</span>
    </p>
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-stone-700">
      <li>Add the tester above with their email and the access level they should get.</li>
      <li>Copy their invite link (or the code) from the list.</li>
      <li>
        Send it to them: the link is <span className="break-all font-mono">{origin}/beta/CODE</span>.
      </li>
      <li>
        They open it and create an account or sign in: full access gets Premium, limited gets Plus, at no
        charge. Each code works once.
      </li>
    </ol>
  </Card>
)
