export * from './schema/auth'
export * from './schema/groups'
