import { createContext, useContext } from 'react'

/** What a list's allergy note may offer: switching to "Just for me" (provided by the signed-in shell). */
export interface HouseholdSafetyActions {
  onJustForMe?: () => void
  isSwitching?: boolean
}

export const HouseholdSafetyContext = createContext<HouseholdSafetyActions>({})

export const useHouseholdSafety = () => useContext(HouseholdSafetyContext)
