import { DECISION_STORAGE_KEYS } from '@/lib/decision-session'

const RECIPE_BROWSING_GROUP = { id: 0, name: 'Recipe Browsing' }

/** Spec 2 'Browse Cuisines': the solo pseudo group decides, so the cooking board needs no family group. */
export function storeRecipeBrowsingGroup() {
  sessionStorage.setItem(DECISION_STORAGE_KEYS.selectedGroup, JSON.stringify(RECIPE_BROWSING_GROUP))
  sessionStorage.setItem(DECISION_STORAGE_KEYS.currentGroupId, String(RECIPE_BROWSING_GROUP.id))
  sessionStorage.removeItem(DECISION_STORAGE_KEYS.currentGroupName)
  sessionStorage.removeItem(DECISION_STORAGE_KEYS.existingSessionId)
}
