/** How far a place is, in the unit people there use: miles for US positions, kilometres elsewhere. */
export const DISTANCE_UNITS = ['mi', 'km'] as const
export type DistanceUnit = (typeof DISTANCE_UNITS)[number]
