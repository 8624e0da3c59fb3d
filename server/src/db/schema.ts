export * from './schema/auth'
export * from './schema/groups'
export * from './schema/voting'
export * from './schema/recipes'
