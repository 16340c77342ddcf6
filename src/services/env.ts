/**
 * Reads a required setting. `next build` and Payload's code generators load the config without
 * serving anything, so they get a placeholder; everything that serves or writes data gets a clear
 * message naming the variable instead of a driver error later on.
 */
export function requiredEnv(name: string, hint: string): string {
  const value = process.env[name]
  if (value) return value
  if (isCodegenOrBuild()) return `unset-${name.toLowerCase()}`
  throw new Error(`${name} is not set. ${hint}`)
}

function isCodegenOrBuild(): boolean {
  if (process.env.NEXT_PHASE === 'phase-production-build') return true
  return process.argv.some((arg) => arg.startsWith('generate:'))
}
