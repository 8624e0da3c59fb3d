import type { TFunction } from 'i18next'

/** '1 member', '3 members'. */
export const formatMemberCount = (t: TFunction<'groups'>, count: number) => t('memberCount', { count })
