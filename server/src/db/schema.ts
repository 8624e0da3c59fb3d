export * from './schema/auth'
