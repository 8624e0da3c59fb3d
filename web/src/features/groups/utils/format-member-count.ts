export const formatMemberCount = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`
