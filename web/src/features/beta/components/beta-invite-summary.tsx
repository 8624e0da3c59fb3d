import type { BetaInvite } from '@forkcast/contract/beta.schemas'

export const BetaInviteSummary = ({ invite }: { invite: BetaInvite }) => (
  <div className="flex flex-col gap-2 text-center">
    <h1 className="text-2xl font-bold">You are invited to the Forkcast beta</h1>
    <p className="text-stone-700">
      This invite gives you {invite.tierName} features at no charge, shown as Beta on your plan. It works
      once.
    </p>
  </div>
)
