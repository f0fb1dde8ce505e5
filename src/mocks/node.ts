/** The mock operator for vitest and other node runs (msw/node). */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...handlers)
