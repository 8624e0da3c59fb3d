/** A browser that can make and use passkeys (WebAuthn); others are told so instead of shown a dead button. */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'

/** WebAuthn names a site by its host, never an IP address: a page opened at 127.0.0.1 cannot use passkeys. */
export const pageCanUsePasskeys = () =>
  browserHasPasskeys() && !/^[\d.]+$|^\[.*\]$/.test(window.location.hostname)

/** The person cancelled the browser's passkey prompt, or let it time out: nothing to report. */
export const isPasskeyPromptDismissed = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError'

/** This device already holds a passkey for the account (the browser matched one the server listed). */
export const isPasskeyAlreadyOnDevice = (error: unknown) =>
  error instanceof Error && error.name === 'InvalidStateError'
