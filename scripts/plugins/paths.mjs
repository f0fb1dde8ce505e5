// The repository root (with a trailing slash), for the build's scripts.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`
