/** The same server URL pointed at another database name. */
export const databaseUrlFor = (serverUrl: string, databaseName: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
}
